import ButtonKit
import JSONSupport

/// Reads the one-character keys of custom states and events: printable, not one of the
/// simulator's fixed keys, not one the format keeps for the program's future keys, and not
/// taken by another state or event of the same button.
struct KeyReader {
    /// The simulator's fixed keys.
    let fixed: Set<Character>

    /// Keys the format keeps for the program (``ProgramKeys``).
    static let reservedForProgram = ProgramKeys.reserved

    /// A key, or `nil` with a problem.
    /// - Parameters:
    ///   - value: The JSON value.
    ///   - path: Its path.
    ///   - taken: Keys the button already uses, with what uses them.
    ///   - problems: Where problems go.
    func read(
        _ value: JSONValue, at path: String, taken: [(key: Character, owner: String)],
        _ problems: inout ProblemCollector
    ) -> Character? {
        guard let text = problems.string(value, at: path) else { return nil }
        guard text.count == 1, let key = text.first,
            key.unicodeScalars.allSatisfy({
                $0.value >= 0x21 && $0.value < 0x7F || $0.value >= 0xA0 && $0.properties.generalCategory != .format
            })
        else {
            problems.error(path, "a key is one printable character, such as \"l\"")
            return nil
        }
        if fixed.contains(key) {
            problems.error(
                path,
                "key \"\(key)\" is one of the simulator's own keys (\(fixed.map { $0 == " " ? "space" : String($0) }.sorted().joined(separator: " "))); use \"\(suggestion(taken))\" instead"
            )
            return nil
        }
        if Self.reservedForProgram.contains(key) {
            problems.error(
                path,
                "key \"\(key)\" is reserved for the program's own keys (\(Self.reservedForProgram.map(String.init).joined(separator: " "))); use \"\(suggestion(taken))\" instead"
            )
            return nil
        }
        if let owner = taken.first(where: { $0.key == key })?.owner {
            problems.error(path, "key \"\(key)\" is already \(owner)'s on this button")
            return nil
        }
        return key
    }

    /// The first lowercase letter, then digit, that is free on the button.
    private func suggestion(_ taken: [(key: Character, owner: String)]) -> Character {
        let used = Set(taken.map(\.key)).union(fixed)
        return "abcdefghijklmnopqrstuvwxyz0123456789".first { !used.contains($0) } ?? "x"
    }
}
