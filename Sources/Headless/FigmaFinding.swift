/// One thing `figma check` found between a component set and its button: a drawn variant
/// no state matches, a state with no drawing, a value drawn unlike the code shows it, or a
/// prototype transition unlike the machine's.
public struct FigmaFinding: Hashable, Sendable, Encodable {
    /// What was found.
    public enum Kind: String, Hashable, Sendable, Encodable {
        /// A drawn variant no reachable state matches.
        case unmatched
        /// A drawn variant for a state iOS has not (Hover): reported, never a failure.
        case noIOSState = "no-ios-state"
        /// A reachable state no variant draws.
        case undrawn
        /// The title differs.
        case title
        /// The fill differs.
        case fill
        /// The title's colour differs.
        case textColor = "text-color"
        /// The border differs.
        case stroke
        /// The corner radius differs.
        case cornerRadius = "corner-radius"
        /// The height differs.
        case height
        /// A press (`ON_PRESS`) shows a variant other than what highlighted shows, or is
        /// missing or extra.
        case press
        /// A click (`ON_CLICK`) changes to a variant other than where the tap leads, or is
        /// missing or extra.
        case click
        /// A timeout (`AFTER_TIMEOUT`) changes to another variant or waits another time than
        /// the machine's `after` timer, or is missing or extra.
        case timeout
    }

    /// The component set's name.
    public var set: String
    /// The button's id.
    public var button: String
    /// What was found.
    public var kind: Kind
    /// The variant's name, or for ``Kind/undrawn`` the state (`selected mutual`).
    public var subject: String
    /// The state the variant was paired with, when it was.
    public var state: String?
    /// The value drawn, when one is compared.
    public var drawn: String?
    /// The value the code shows, when one is compared.
    public var code: String?
    /// How far apart they are and the tolerance (`ΔE00 9.12 > 2.0`).
    public var measure: String?
    /// Why the map accepts it, nil when it does not.
    public var waiver: String?

    /// The key a map's `waive` names it by: the kind, a space, the subject.
    public var key: String { kind.rawValue + " " + subject }

    /// Whether it makes the check fail: a difference the map does not waive.
    public var fails: Bool { kind != .noIOSState && waiver == nil }

    /// One line for people, with both values where there are two.
    public var line: String {
        let head = "\(set) -> \(button): "
        let body: String
        switch kind {
        case .unmatched: body = "\(variant): no reachable state matches it" + (measure.map { " (\($0))" } ?? "")
        case .noIOSState: body = "\(variant): iOS has no such state (not compared)"
        case .undrawn: body = "state \(subject): no variant draws it"
        case .title, .fill, .textColor, .stroke, .cornerRadius, .height, .press, .click, .timeout:
            body = "\(variant): \(difference)"
        }
        return head + body + (waiver.map { " [waived: \($0)]" } ?? "")
    }

    /// `variant "State=Pressed" (idle highlighted)`: the variant and its state when paired.
    public var variant: String { "variant \"\(subject)\"" + (state.map { " (\($0))" } ?? "") }

    /// What differs, with both values: `fill drawn #2A6FD6, code #084298 (ΔE00 16.33 > 2.0)`.
    public var difference: String {
        let name =
            switch kind {
            case .textColor: "text colour"
            case .cornerRadius: "corner radius"
            case .press: "press (ON_PRESS)"
            case .click: "click (ON_CLICK)"
            case .timeout: "timeout (AFTER_TIMEOUT)"
            default: kind.rawValue
            }
        return "\(name) drawn \(drawn ?? "none"), code \(code ?? "none")" + (measure.map { " (\($0))" } ?? "")
    }
}
