import ButtonKit

/// Writes the twin's model: an `@Observable`, `@MainActor` class holding what the app drives
/// (enabled, selected, the custom states, each keeping its rule) and the machine, if the
/// button has one, whose declared events are methods the app calls with the real outcome.
/// Transitions that stand in for the outside world (`send`) are not shipped, design timers
/// are, as in the UIKit export.
struct SwiftUIModelWriter {
    let twin: SwiftUITwin

    private var writer: ButtonClassWriter { twin.writer }
    private var definition: ButtonDefinition { twin.definition }

    func write(_ out: inout SwiftSource) {
        out.line("// MARK: - Model")
        out.line()
        out.doc(
            "What the app drives: enabled, selected and the custom states\(definition.machine == nil ? "" : ", and the machine")."
        )
        out.line("@Observable")
        out.line("@MainActor")
        out.block("final class \(twin.modelName)") { body in
            flags(&body)
            styleState(&body)
            body.line()
            tap(&body)
            if let machine = definition.machine { MachineBody(twin: twin, machine: machine).write(&body) }
        }
    }

    // MARK: Flags

    private func flags(_ out: inout SwiftSource) {
        let endsOnEnable = writer.stateNames.filter { $0.state.impliedFlags.contains(.disabled) }.map(\.property)
        let endsOnDeselect = writer.stateNames.filter { $0.state.impliedFlags.contains(.selected) }.map(\.property)
        out.doc("Enabled as the app (or the machine) asks; a state holding `disabled` overrules it.")
        flag("isEnabled", initial: true, ending: endsOnEnable, when: "isEnabled", &out)
        out.doc("Selected, as the app supplies it\(definition.togglesSelection ? " or a tap toggles it" : "").")
        flag("isSelected", initial: false, ending: endsOnDeselect, when: "!isSelected", &out)
        for (state, _, property) in writer.stateNames {
            out.doc("`\(SwiftNames.comment(state.name))`: \(writer.ruleSentence(state))")
            var statements: [String] = []
            if state.impliedFlags.contains(.disabled) { statements.append("if \(property) { isEnabled = false }") }
            if state.impliedFlags.contains(.selected) { statements.append("if \(property) { isSelected = true }") }
            if state.afterwards == .enable, !state.heldFlags.isEmpty {
                var cleared: [String] = []
                if state.heldFlags.contains(.disabled) { cleared.append("isEnabled = true") }
                if state.heldFlags.contains(.selected) { cleared.append("isSelected = false") }
                if !cleared.isEmpty {
                    statements.append("if oldValue && !\(property) { \(cleared.joined(separator: "; ")) }")
                }
            }
            if statements.isEmpty {
                out.line("var \(property) = false")
            } else {
                out.block("var \(property) = false") { body in
                    body.block("didSet") { observer in for line in statements { observer.line(line) } }
                }
            }
        }
    }

    private func flag(_ name: String, initial: Bool, ending: [String], when condition: String, _ out: inout SwiftSource)
    {
        guard !ending.isEmpty else {
            out.line("var \(name) = \(initial)")
            return
        }
        out.block("var \(name) = \(initial)") { body in
            body.block("didSet") { observer in
                observer.line("// Ends the states that last only while the flag is as they set it.")
                observer.line("if \(condition) { \(ending.map { "\($0) = false" }.joined(separator: "; ")) }")
            }
        }
    }

    /// The style's inputs from the model: the requests, with what the custom states hold or carry.
    private func styleState(_ out: inout SwiftSource) {
        func carrying(_ flag: ControlState) -> [String] {
            writer.stateNames.filter { $0.state.heldFlags.union($0.state.coupledFlags).contains(flag) }.map(\.property)
        }
        out.line()
        out.doc("The style's inputs: what the app asked for, with what the custom states hold or carry.")
        out.block("var styleState: \(twin.stateName)") { body in
            body.line("var state = \(twin.stateName)()")
            if definition.machine != nil { body.line("state.mode = mode") }
            if !twin.imageModes.isEmpty { body.line("state.imageSetBy = imageSetBy") }
            if twin.keysTitleSetBy { body.line("state.titleSetBy = titleSetBy") }
            body.line("state.isEnabled = isEnabled" + carrying(.disabled).map { " && !\($0)" }.joined())
            body.line("state.isSelected = isSelected" + carrying(.selected).map { " || \($0)" }.joined())
            let pressed = carrying(.highlighted)
            if !pressed.isEmpty { body.line("state.isPressed = " + pressed.joined(separator: " || ")) }
            let focused = carrying(.focused)
            if !focused.isEmpty { body.line("state.isFocused = " + focused.joined(separator: " || ")) }
            for (_, _, property) in writer.stateNames { body.line("state.\(property) = \(property)") }
            body.line("return state")
        }
    }

    private func tap(_ out: inout SwiftSource) {
        var lines: [String] = []
        if definition.togglesSelection { lines.append("isSelected.toggle()  // \"selection\": \"toggle\"") }
        if definition.machine != nil { lines.append("handle(.tap)") }
        out.doc(
            lines.isEmpty
                ? "A tap: the button has no machine and no toggle, so the app's action decides what follows."
                : "A tap, taken at once, before the app's action runs\(definition.togglesSelection ? ": selected flips first, then the machine moves" : ": the machine moves")."
        )
        out.block("func tap()") { body in
            if lines.isEmpty { body.line("// Nothing to move.") }
            for line in lines { body.line(line) }
        }
    }
}
