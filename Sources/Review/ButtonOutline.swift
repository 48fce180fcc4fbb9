import ButtonKit

/// The parts of a button a reviewer names one by one: its properties, custom states,
/// events, machine states and transitions, each as one line of words, so two versions
/// compare by set difference.
enum ButtonOutline {
    /// One part: its group (`event`, `transition`, …) and its words.
    struct Part: Hashable {
        var group: String
        var text: String
    }

    /// The groups a button has one part of.
    static let singleGroups = ["variant", "size", "width", "initial machine state"]

    /// Every part of a button, in file order.
    static func parts(of definition: ButtonDefinition, localization: Localization) -> [Part] {
        var parts = [
            Part(group: "variant", text: definition.variant),
            Part(group: "size", text: "\(definition.size)"),
            Part(group: "width", text: "\(definition.width)"),
        ]
        for state in definition.states {
            let key = state.key.map { " (key \($0))" } ?? ""
            parts.append(Part(group: "custom state", text: "\(state.name) \(state.bit.shortHex)\(key)"))
        }
        for event in definition.events {
            parts.append(Part(group: "event", text: "\(event.name) (key \(event.key))"))
        }
        guard let machine = definition.machine else { return parts }
        parts.append(Part(group: "initial machine state", text: machine.initial))
        for state in machine.states {
            parts.append(Part(group: "machine state", text: state.name))
            for group in state.on {
                parts += group.candidates.map { transition(state.name, "on \(group.event)", $0) }
            }
            for delayed in state.after {
                parts += delayed.candidates.map { transition(state.name, "after \(delayed.delay)", $0) }
            }
            parts += state.always.map { transition(state.name, "always", $0) }
        }
        for group in machine.on {
            parts += group.candidates.map { transition("any state", "on \(group.event)", $0) }
        }
        return parts
    }

    private static func transition(_ from: String, _ trigger: String, _ transition: MachineTransition) -> Part {
        var text = "\(from) \(trigger)"
        if let guardCondition = transition.guardCondition { text += " if \(guardCondition)" }
        text += " -> \(transition.target ?? "(stays)")"
        if !transition.actions.isEmpty { text += " [\(transition.actions.map(\.description).joined(separator: ", "))]" }
        return Part(group: "transition", text: text)
    }
}
