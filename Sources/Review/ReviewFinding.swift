import ButtonKit

/// Something a reviewer should act on in one state, as the sheet lists it: the rule, the
/// state, what was measured and the threshold. Today the sheet finds text contrast below
/// WCAG's 4.5:1 from the contract's own measurement (disabled states listed as exempt).
public struct ReviewFinding: Hashable, Sendable {
    /// The rule's name (`contrast`).
    public var rule: String
    /// The button's id.
    public var button: String
    /// The state's label (`counting · selected 0x4`).
    public var state: String
    /// The theme.
    public var theme: String
    /// The locale.
    public var locale: String
    /// What was measured, in words (`3.34:1`).
    public var measured: String
    /// The threshold, in words (`4.5:1`).
    public var threshold: String
    /// Exempt (a disabled state, which WCAG does not require to contrast), listed anyway.
    public var isExempt: Bool

    /// The contrast finding of one contract line, if its title contrasts less than 4.5:1
    /// with what is behind it; `nil` when it passes or shows no title.
    public static func contrast(_ entry: ContractEntry, label: String) -> ReviewFinding? {
        guard !entry.title.isEmpty, let ratio = Double(entry.contrast), ratio < 4.5 else { return nil }
        return ReviewFinding(
            rule: "contrast", button: entry.button, state: label, theme: entry.theme, locale: entry.locale,
            measured: "\(entry.contrast):1", threshold: "4.5:1", isExempt: entry.tap == "none (disabled)")
    }

    /// One line: `like counting · disabled 0x2 (default, en): contrast 3.34:1 < 4.5:1, exempt (disabled)`.
    public var line: String {
        "\(button) \(state) (\(theme), \(locale)): \(rule) \(measured) < \(threshold)"
            + (isExempt ? ", exempt (disabled)" : "")
    }
}
