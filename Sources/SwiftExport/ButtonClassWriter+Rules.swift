import ButtonKit

/// Where the exported class meets the custom-state rules: the doc sentence and the `didSet`
/// of a state's property, asked of the rule's entry (``ExportedRule``), and UIKit's flag
/// overrides, written from the flags each state holds or whose clearing ends it
/// (``CustomState/heldFlags``, ``CustomState/impliedFlags``), never from the rule's name.
extension ButtonClassWriter {
    // MARK: Custom states

    /// The sentence after a custom state's name in its doc comment: what its rule does,
    /// as the rule's exported entry words it.
    func ruleSentence(_ state: CustomState) -> String {
        guard let kind = state.rule.kind else { return "a state of its own." }
        return kind.exported.sentence(of: state, flags: state.rule.flags, in: self)
    }

    /// The body of a custom state's `didSet` that keeps its rule (the statements come from
    /// the rule's exported entry), then a pointer to `stateDidChange()` for the spinner and
    /// the title.
    func customDidSet(_ state: CustomState, property: String, _ out: inout SwiftSource) {
        if let kind = state.rule.kind {
            kind.exported.didSet(of: state, flags: state.rule.flags, property: property, in: self, &out)
        }
        if state.spinner || state.hidesTitle { out.line("// The spinner and the title follow in stateDidChange().") }
    }

    // MARK: Flag overrides

    /// The custom states that imply `flag`.
    private func states(implying flag: ControlState) -> [(state: CustomState, member: String, property: String)] {
        stateNames.filter { $0.state.impliedFlags.contains(flag) }
    }

    /// The custom states that hold `flag`.
    private func states(holding flag: ControlState) -> [(state: CustomState, member: String, property: String)] {
        stateNames.filter { $0.state.heldFlags.contains(flag) }
    }

    /// The overrides of `isEnabled`, `isSelected` and `isHighlighted` that keep every
    /// custom state's rule when code sets the flag.
    func flagOverrides(_ out: inout SwiftSource) {
        out.line()
        out.line("// MARK: - UIKit's flags, keeping the custom states' rules")
        // isEnabled: held states keep it off; implied states clear when it comes back on.
        let heldOff = states(holding: .disabled), impliedOff = states(implying: .disabled)
        let requestedEnabled = requestedVariable(for: "isEnabled")
        if let requestedEnabled {
            out.line()
            out.doc("What code last asked `isEnabled` to be (a state holding `.disabled` may overrule it).")
            out.line("private var \(requestedEnabled) = true")
        }
        flagOverride(
            "isEnabled", recording: requestedEnabled, heldOn: false,
            overruledBy: heldOff.map(\.property), clearing: impliedOff.map(\.property), &out)
        for (flag, name) in [(ControlState.selected, "isSelected"), (.highlighted, "isHighlighted")] {
            let held = states(holding: flag), implied = states(implying: flag)
            let requested = requestedVariable(for: name)
            if let requested {
                out.line()
                out.line("private var \(requested) = false")
            }
            flagOverride(
                name, recording: requested, heldOn: true, overruledBy: held.map(\.property),
                clearing: implied.map(\.property), &out)
        }
    }

    /// The variable keeping what code last asked `flag` (`isEnabled`, `isSelected` or
    /// `isHighlighted`) to be, where a held state can hide the request: `requestedEnabled`
    /// when a state holding `.disabled` restores it afterwards, `requestedSelected` and
    /// `requestedHighlighted` when any state holds theirs; `nil` where there is none.
    func requestedVariable(for flag: String) -> String? {
        switch flag {
        case "isEnabled":
            states(holding: .disabled).contains { $0.state.afterwards == .restore } ? "requestedEnabled" : nil
        case "isSelected": states(holding: .selected).isEmpty ? nil : "requestedSelected"
        case "isHighlighted": states(holding: .highlighted).isEmpty ? nil : "requestedHighlighted"
        default: nil
        }
    }

    /// One flag's override: it records what code asked for in `requested`, lets the states
    /// holding the flag overrule the request (`heldOn`: they hold it on, else off, as
    /// `isEnabled` is held off), and ends the states implying the flag when it goes the
    /// other way.
    private func flagOverride(
        _ name: String, recording requested: String?, heldOn: Bool, overruledBy held: [String],
        clearing implied: [String], _ out: inout SwiftSource
    ) {
        out.line()
        out.block("override var \(name): Bool") { body in
            body.line("get { super.\(name) }")
            body.block("set") { set in
                if let requested { set.line("\(requested) = newValue") }
                let overrule = held.map { heldOn ? " || \($0)" : " && !\($0)" }
                set.line("super.\(name) = newValue" + overrule.joined())
                let ends = heldOn ? "!newValue" : "newValue"
                for property in implied { set.line("if \(ends) { \(property) = false }") }
                set.line("stateDidChange()")
            }
        }
    }
}
