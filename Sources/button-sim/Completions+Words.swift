import ButtonKit
import Platform
import Simulator

/// What the completions read from the words already typed: the board, its state names,
/// an option's value, the rest of a comma list.
extension Completions {
    /// The board the command line names with `--buttons` (or the built-in board), `nil`
    /// when it does not load.
    static func board(_ words: [String]) -> BoardDefinition? {
        let argument = value(of: "--buttons", in: words)
        guard case .success(let source) = BoardSource.resolve(argument), case .success(let loaded) = source.load()
        else { return nil }
        return loaded.board
    }

    /// The state names for the `--button` on the command line, or for every button.
    static func states(_ words: [String]) -> [String] {
        guard let board = board(words) else { return [] }
        let ids = value(of: "--button", in: words).map { Set($0.split(separator: ",").map(String.init)) }
        var names = SystemFlag.names
        for button in board.buttons where ids?.contains(button.id.rawValue) ?? true {
            for state in button.states where !names.contains(state.name) { names.append(state.name) }
        }
        return names
    }

    /// The value after `option` (`--option VALUE` or `--option=VALUE`), unquoted, with a
    /// leading `~/` expanded, as the shell would pass it to the program.
    static func value(of option: String, in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == option, index + 1 < words.count {
                found = words[index + 1]
            } else if word.hasPrefix(option + "=") {
                found = String(word.dropFirst(option.count + 1))
            }
        }
        let quotes: Set<Character> = ["\"", "'"]
        guard
            var text = found.map({
                String($0.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }.reversed())
            }),
            !text.isEmpty
        else { return nil }
        text = text.split(separator: "\\ ", omittingEmptySubsequences: false).joined(separator: " ")
        if text.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            text = home + text.dropFirst()
        }
        return text
    }

    /// Candidates for the last item of a comma list: what is typed before the last comma,
    /// then each name not already in the list.
    static func commaItems(_ prefix: String, _ names: [String]) -> [String] {
        guard let comma = prefix.lastIndex(of: ",") else { return names }
        let head = String(prefix[...comma])
        let taken = Set(head.split(separator: ",").map(String.init))
        return names.filter { !taken.contains($0) }.map { head + $0 }
    }
}
