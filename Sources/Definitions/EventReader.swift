import ButtonKit
import JSONSupport

/// Reads a button's `events`: the events its machine handles besides `tap`, each with the
/// key that sends it and a localized label.
struct EventReader {
    let button: ButtonReader

    static let keys = ["key", "label", "description"]

    func readAll(
        _ value: JSONValue, at path: String, taken: [(key: Character, owner: String)],
        _ problems: inout ProblemCollector
    ) -> [EventDeclaration] {
        guard case .object(let members) = value else {
            problems.error(path, "expected an object from event names to events, found \(value.kindName)")
            return []
        }
        var events: [EventDeclaration] = []
        var taken = taken
        for member in members {
            let eventPath = ProblemCollector.join(path, member.key)
            guard problems.name(member.key, .event, at: eventPath) else { continue }
            guard let fields = problems.object(member.value, at: eventPath, known: Self.keys) else { continue }
            func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
            guard let keyValue = field("key") else {
                problems.error(eventPath, "missing \"key\" (the key that sends \(member.key) to the button)")
                continue
            }
            guard let labelValue = field("label") else {
                problems.error(
                    eventPath, "missing \"label\" (what \(member.key) stands for, such as \"Request fails\")")
                continue
            }
            if let description = field("description") {
                _ = problems.string(description, at: "\(eventPath).description")
            }
            guard let key = button.keys.read(keyValue, at: "\(eventPath).key", taken: taken, &problems),
                let label = button.readLocalized(labelValue, at: "\(eventPath).label", &problems)
            else { continue }
            taken.append((key, member.key))
            events.append(EventDeclaration(name: member.key, key: key, label: label))
        }
        return events
    }
}
