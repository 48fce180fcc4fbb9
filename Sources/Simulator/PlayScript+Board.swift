import ButtonKit

extension PlayScript {
    /// The first token that names what the board does not have, as a bad token is named,
    /// so a script is refused before it runs rather than fail or do nothing halfway: an
    /// `event:` that no button on the board declares (a typo such as `event:succes`), or an
    /// `expect:BUTTON.state=` with a state name that button does not have. The declared
    /// names are listed. `nil` when every token fits the board.
    /// - Parameter board: The board the script plays on.
    public func problem(on board: BoardDefinition) -> ParseError? {
        var events: [String] = []
        for button in board.buttons {
            for event in button.events where !events.contains(event.name) { events.append(event.name) }
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case .event(let name) where !events.contains(name):
                let declared =
                    events.isEmpty
                    ? "no button on the board declares an event" : "events: \(events.joined(separator: ", "))"
                return ParseError(
                    token: "event:\(name)", position: index + 1,
                    reason: "no button declares the event '\(name)'; \(declared)")
            case .expect(let expectation, let token, let position) where expectation.field == .state:
                guard let id = expectation.button, let button = board.buttons.first(where: { $0.id.rawValue == id })
                else { continue }
                let known = [SystemFlag.normalName] + ControlState.systemFlags.map(\.name) + button.states.map(\.name)
                let names = expectation.value.split(whereSeparator: { $0 == "," || $0 == "+" }).map(String.init)
                if let unknown = names.first(where: { !known.contains($0) }) {
                    return ParseError(
                        token: token, position: position,
                        reason: "\(id) has no state '\(unknown)'; states: \(known.joined(separator: ", "))")
                }
            default:
                continue
            }
        }
        return nil
    }
}
