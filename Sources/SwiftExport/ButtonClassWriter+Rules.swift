import ButtonKit

/// Everything the exported class writes per custom-state rule: the doc sentence, the
/// `didSet` of the state's property and UIKit's flag setters. A new rule's Swift is written
/// here alone: elsewhere the writer knows a rule only by the flags it couples to the state.
extension ButtonClassWriter {
    // MARK: Custom states

    /// The sentence after a custom state's name in its doc comment: what its rule does.
    func ruleSentence(_ state: CustomState) -> String {
        switch state.rule {
        case .none:
            return "a state of its own."
        case .implies(let flags):
            return
                "implies \(systemList(flags).joined(separator: ", ")): turning it on sets them, clearing one of them clears it."
        case .holds(let flags):
            let after =
                state.afterwards == .enable
                ? "when it goes off the button is enabled again, whatever was asked\nmeanwhile (as the seed's `setLoading:NO` does)"
                : "when it goes off the flags return to what code last asked for"
            return "holds \(systemList(flags).joined(separator: ", ")) while on;\n\(after)."
        }
    }

    /// The body of a custom state's `didSet` that keeps its rule: the flags it sets or holds.
    func customDidSet(_ state: CustomState, property: String, _ out: inout SwiftSource) {
        switch state.rule {
        case .none:
            break
        case .implies(let flags):
            out.block("if \(property)") { body in
                for flag in systemFlags(flags) { body.line(setter(flag, on: true)) }
            }
        case .holds(let flags):
            for flag in systemFlags(flags) {
                switch flag {
                case .disabled:
                    let off = state.afterwards == .enable ? "true" : "requestedEnabled"
                    out.line("// super: the override would take this for a request from code.")
                    out.line("super.isEnabled = \(property) ? false : \(off)")
                case .selected:
                    let off = state.afterwards == .enable ? "super.isSelected" : "requestedSelected"
                    out.line("super.isSelected = \(property) ? true : \(off)")
                case .highlighted:
                    let off = state.afterwards == .enable ? "false" : "requestedHighlighted"
                    out.line("super.isHighlighted = \(property) ? true : \(off)")
                default:
                    out.line("// UIKit's focus cannot be set from code: `state` reports .focused while this is on.")
                }
            }
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
