import ButtonKit
import JSONSupport
import Platform

/// Loads and validates button files (docs/buttons.md). Every problem is collected and
/// reported as `FILE: json.path: what is wrong`; loading never traps on any input.
public enum BoardLoader {
    /// Button files are small; anything larger is refused before parsing.
    public static let maximumFileSize = 1024 * 1024
    /// At most this many buttons on a board.
    public static let maximumButtons = 64

    /// A loaded board, and its warnings on demand.
    public struct Loaded: Hashable, Sendable {
        /// The board.
        public var board: BoardDefinition
        /// The file as given, which the warnings' lines name.
        public var file: String

        /// The file's warnings (dropped title keys, unreachable machine states, state
        /// coverage). Worked out when asked for: only `buttons check` needs them, and
        /// coverage visits every reachable combination of every button.
        public var warnings: [DefinitionProblem] { BoardWarnings.warnings(for: board, file: file) }

        /// A board already loaded (the built-in board, compiled in), named by `file`.
        public init(board: BoardDefinition, file: String) {
            self.board = board
            self.file = file
        }
    }

    /// Loads the file at `url`; the path as given names it in problems.
    /// - Parameters:
    ///   - url: The file.
    ///   - reservedKeys: The simulator's fixed keys, which custom states may not use.
    public static func load(contentsOf url: URL, reservedKeys: Set<Character>) -> Result<Loaded, BoardLoadError> {
        let fileName = url.relativePath
        let data: Data
        switch JSONDocument.read(url, maximumSize: maximumFileSize) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            return .failure(
                BoardLoadError(problems: [
                    DefinitionProblem(file: fileName, path: problem.path, message: problem.message)
                ]))
        }
        return load(data: data, fileName: fileName, reservedKeys: reservedKeys)
    }

    /// Loads a button file from bytes; `fileName` names it in problems.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - fileName: The file as given.
    ///   - reservedKeys: The simulator's fixed keys, which custom states may not use.
    public static func load(data: Data, fileName: String, reservedKeys: Set<Character>) -> Result<
        Loaded, BoardLoadError
    > {
        var problems = ProblemCollector(file: fileName)
        let root: JSONValue
        switch JSONDocument.parse(data, maximumSize: maximumFileSize) {
        case .success(let value): root = value
        case .failure(let problem):
            problems.error(problem.path, problem.message)
            return .failure(BoardLoadError(problems: problems.problems))
        }
        let board = readBoard(root, reservedKeys: reservedKeys, &problems)
        guard let board, !problems.hasErrors else {
            return .failure(BoardLoadError(problems: problems.problems))
        }
        return .success(Loaded(board: board, file: fileName))
    }

    private static func readBoard(_ root: JSONValue, reservedKeys: Set<Character>, _ problems: inout ProblemCollector)
        -> BoardDefinition?
    {
        guard
            let members = problems.object(
                root, at: "", known: ["$schema", "title", "locales", "rows", "framework", "buttons"])
        else { return nil }
        var title: String?
        var locales: [LocaleTag] = [.en]
        var rowsValue: JSONValue?
        var buttonsValue: JSONValue?
        var framework: Framework?
        for member in members {
            switch member.key {
            case "$schema": _ = problems.string(member.value, at: "$schema")
            case "title": title = problems.string(member.value, at: "title")
            case "locales": locales = readLocales(member.value, &problems) ?? locales
            case "rows": rowsValue = member.value
            case "buttons": buttonsValue = member.value
            case "framework": framework = SwiftUIReader.readFramework(member.value, at: "framework", &problems)
            default: break
            }
        }
        guard let buttonsValue else {
            problems.error("buttons", "missing: a button file needs 1 to \(maximumButtons) buttons")
            return nil
        }
        guard let elements = problems.array(buttonsValue, at: "buttons") else { return nil }
        if !(1...maximumButtons).contains(elements.count) {
            problems.error("buttons", "\(elements.count) buttons; a board holds 1 to \(maximumButtons)")
        }
        var buttons: [ButtonDefinition] = []
        var ids: Set<ButtonID> = []
        for (index, element) in elements.prefix(maximumButtons).enumerated() {
            let path = "buttons[\(index)]"
            guard
                let button = ButtonReader(
                    locales: locales, reservedKeys: reservedKeys, framework: framework ?? .uikit
                ).read(
                    element, at: path, &problems)
            else { continue }
            if !ids.insert(button.id).inserted {
                problems.error("\(path).id", "duplicate id \"\(button.id)\" (ids are unique on a board)")
            }
            buttons.append(button)
        }
        let rows = rowsValue.flatMap { readRows($0, ids: buttons.map(\.id), &problems) }
        var board = BoardDefinition(title: title, locales: locales, rows: rows, buttons: buttons)
        board.framework = framework
        return board
    }

    private static func readLocales(_ value: JSONValue, _ problems: inout ProblemCollector) -> [LocaleTag]? {
        guard let elements = problems.array(value, at: "locales") else { return nil }
        guard !elements.isEmpty else {
            problems.error("locales", "empty: list at least one locale tag, such as \"en\"")
            return nil
        }
        var tags: [LocaleTag] = []
        // A set beside the list: 96,000 locales took 9.8 s with `tags.contains`.
        var seen: Set<LocaleTag> = []
        for (index, element) in elements.enumerated() {
            let path = "locales[\(index)]"
            guard let text = problems.string(element, at: path) else { continue }
            let tag = LocaleTag(rawValue: text)
            if !problems.name(text, .localeTag, at: path) {
                continue
            } else if !seen.insert(tag).inserted {
                problems.error(path, "locale \(text) is listed twice")
            } else {
                tags.append(tag)
            }
        }
        return tags.isEmpty ? nil : tags
    }

    private static func readRows(_ value: JSONValue, ids: [ButtonID], _ problems: inout ProblemCollector)
        -> [[ButtonID]]?
    {
        guard let rows = problems.array(value, at: "rows") else { return nil }
        var result: [[ButtonID]] = []
        var placed: [ButtonID] = []
        for (rowIndex, row) in rows.enumerated() {
            guard let cells = problems.array(row, at: "rows[\(rowIndex)]") else { continue }
            var rowIDs: [ButtonID] = []
            for (index, cell) in cells.enumerated() {
                let path = "rows[\(rowIndex)][\(index)]"
                guard let text = problems.string(cell, at: path) else { continue }
                let id = ButtonID(rawValue: text)
                if placed.contains(id) {
                    problems.error(path, "\"\(text)\" is placed twice (every id exactly once)")
                } else if !ids.contains(id) {
                    problems.error(path, "\"\(text)\" is not the id of a button in this file")
                }
                placed.append(id)
                rowIDs.append(id)
            }
            if cells.isEmpty { problems.error("rows[\(rowIndex)]", "empty row") }
            result.append(rowIDs)
        }
        let missing = ids.filter { !placed.contains($0) }
        if !missing.isEmpty {
            problems.error(
                "rows", "missing \(missing.map { "\"\($0)\"" }.joined(separator: ", ")) (every id exactly once)")
        }
        return result
    }
}
