import Rendering

/// What a presenter key does: take the next step of the script, or go back one.
public enum PresenterCommand: Hashable, Sendable {
    /// Play the script up to its next `mark:`.
    case next
    /// Show the step before, replayed from the start on the virtual clock.
    case back
}

/// One line of the presenter's key table.
public struct PresenterKeyBinding: Sendable {
    /// Each key with its command.
    public var keys: [(key: Key, command: PresenterCommand)]
    /// The keys as the help overlay and the presenter bar write them.
    public var label: String
    /// What they do.
    public var help: String
    /// The short word on the presenter bar.
    public var legend: String
}

/// The presenter's keys, declared once: `present` reads its keys, help overlay entries,
/// bar legend and `--help` from this table. Every other key works as in `run`.
public enum PresenterKeys {
    /// The keys that step through the script; they take precedence over the simulator's
    /// own meaning of Space and the arrows while presenting.
    public static let bindings: [PresenterKeyBinding] = [
        PresenterKeyBinding(
            keys: [(.space, .next), (.right, .next)], label: "Space, →",
            help: "next step: play the script up to its next mark", legend: "Space/→ next"),
        PresenterKeyBinding(
            keys: [(.left, .back)], label: "←",
            help: "previous step: the script replayed from the start on the virtual clock", legend: "← back"),
    ]

    /// The presenter command of a key, or `nil` for a key the simulator handles as in `run`.
    /// - Parameter key: The key pressed.
    public static func command(for key: Key) -> PresenterCommand? {
        for binding in bindings {
            if let match = binding.keys.first(where: { $0.key == key }) { return match.command }
        }
        return nil
    }

    /// The help overlay's table with the presenter's keys first.
    /// - Parameter keys: The simulator's key table for the board.
    public static func help(adding keys: KeyHelp) -> KeyHelp {
        let entries = bindings.map { KeyHelp.Entry(keys: $0.label, does: $0.help) }
        // The simulator's lines no longer claim the keys presenting takes (Space, ← →).
        let relabelled = keys.entries.map { entry in
            presentingLabels[entry.keys].map { KeyHelp.Entry(keys: $0, does: entry.does) } ?? entry
        }
        return KeyHelp(entries: entries + relabelled, legends: keys.legends)
    }

    /// The simulator's key labels (``KeyBindings/fixed``) with the keys presenting takes
    /// left out; a test checks that they still match.
    static let presentingLabels = ["Tab / Shift-Tab, ← →": "Tab / Shift-Tab", "Space, Enter": "Enter"]

    /// The bar's legend: `Space/→ next · ← back · q quit`.
    public static var legend: String { (bindings.map(\.legend) + ["q quit"]).joined(separator: " · ") }

    /// The keys in one paragraph, for `present --help` (words, not arrows: the manual page
    /// keeps ASCII only).
    public static var summary: String {
        bindings.map { binding in
            "\(binding.label.replacing("→", with: "Right").replacing("←", with: "Left")): \(binding.help)"
        }.joined(separator: "; ")
    }
}
