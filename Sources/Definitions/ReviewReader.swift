import ButtonKit
import JSONSupport

/// Reads a button's `"review"`: the flag and custom-state combinations a review shows beside
/// each machine state, as state keys (`highlighted`, `selected|highlighted`, `loading`,
/// `0x5`). Every problem is reported at its item's path.
enum ReviewReader {
    /// The most combinations a review set may name: beside a machine of 20 states that is
    /// already 340 cells.
    static let largest = 16

    static func read(
        _ value: JSONValue, at path: String, customStates: [CustomState], _ problems: inout ProblemCollector
    ) -> [ReviewCombination]? {
        guard let items = problems.array(value, at: path) else { return nil }
        guard items.count <= largest else {
            problems.error(
                path, "at most \(largest) combinations (found \(items.count)); --all shows every reachable state")
            return nil
        }
        let keys = StateKeyParser(customStates: customStates)
        var combinations: [ReviewCombination] = []
        var seen: [Set<String>: String] = [:]
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard let key = problems.string(item, at: itemPath) else { continue }
            let state: ControlState
            switch keys.parse(key) {
            case .success(let parsed): state = parsed
            case .failure(let problem):
                problems.error(itemPath, problem.message)
                continue
            }
            let names = Self.names(key, state: state, customStates: customStates)
            guard !names.isEmpty else {
                problems.error(
                    itemPath, "\"\(key)\" is the machine state itself, always shown; name flags to show beside it")
                continue
            }
            let identity = Set(names)
            if let first = seen[identity] {
                problems.error(itemPath, "\"\(key)\" names the same states as \"\(first)\"")
                continue
            }
            seen[identity] = key
            combinations.append(ReviewCombination(key: key, names: names))
        }
        return combinations
    }

    /// The names a key turns on: as written, or for a raw value its system flags in bit
    /// order, then the custom states whose bits it has.
    private static func names(_ key: String, state: ControlState, customStates: [CustomState]) -> [String] {
        if key == SystemFlag.normalName { return [] }
        guard key.hasPrefix("0x") else { return key.split(separator: "|").map(String.init) }
        return SystemFlag.all.filter { state.contains($0.state) }.map(\.name)
            + customStates.filter { !$0.bit.isEmpty && state.contains($0.bit) }.map(\.name)
    }
}
