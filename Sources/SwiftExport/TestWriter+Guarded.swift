import ButtonKit

extension TestWriter {
    /// One check per guarded transition the class can be driven to from its start
    /// (``GuardedTransitionPaths``): the calls in order, then the state the machine must be in.
    func guardedTransitions(_ out: inout SwiftSource) {
        let localization = Localization(
            locale: writer.board.developmentLocale, development: writer.board.developmentLocale)
        let paths = GuardedTransitionPaths(writer.definition, localization: localization).paths
        guard !paths.isEmpty else { return }
        out.line()
        out.doc(
            """
            Every guarded transition reached from the start as the app reaches it, by taps, events and the
            ends of steps: the guard decides where the machine goes.
            """)
        out.line("@Test")
        out.block("func guardedTransitions()") { body in
            for path in paths {
                let route = zip(path.modes, path.calls).map { "\($0) -> \(describe($1))" }.joined(separator: " -> ")
                body.line("do {  // \(SwiftNames.comment(route + " -> " + path.target + " (" + path.reason + ")"))")
                body.line("    let button = \(writer.className)(frame: .zero)")
                for call in path.calls { body.line("    button.\(swiftCall(call))") }
                body.line("    #expect(button.mode == .\(writer.modeCase(path.target)))")
                body.line("}")
            }
        }
    }

    /// The call in the path's comment: the event's name, or `step`.
    private func describe(_ call: GuardedTransitionPaths.Call) -> String {
        switch call {
        case .event(let name): name
        case .step: "finishStep"
        }
    }

    /// The call as code makes it: a tap sent as UIKit sends it, an event's method, or the end
    /// of the step with the answer the simulator plays (what it toggles, flipped).
    private func swiftCall(_ call: GuardedTransitionPaths.Call) -> String {
        switch call {
        case .event(let name) where name == MachineEvent.tap:
            "sendActions(for: .primaryActionTriggered)"
        case .event(let name):
            "\(writer.eventCase(name))()"
        case .step:
            "finishStep(" + writer.stepAnswers.map { "\($0): !button.\($0)" }.joined(separator: ", ") + ")"
        }
    }
}
