import JSONSupport

/// Reads a theme manifest's JSON into a ``ThemeManifest``, reporting each problem as
/// `FILE: member: problem` with the offending value quoted.
enum ManifestReader {
    static func read(_ root: JSONValue, problems: inout ProblemList) -> ThemeManifest? {
        guard case .object(let members) = root else {
            problems.add("(root)", "a theme manifest must be a JSON object, found \(root.kindName)")
            return nil
        }
        var manifest = ThemeManifest()
        let before = problems.problems.count
        for member in members where !ThemeManifest.members.contains(member.key) {
            problems.add(
                member.key,
                "unknown member (a manifest has \(ThemeManifest.members.filter { !$0.hasPrefix("$") }.joined(separator: ", ")))"
            )
        }
        if case .string(let text)? = root["$description"] { manifest.summary = text }
        manifest.tokenFiles = readFiles(root["tokens"], problems: &problems)
        manifest.variants = readTable(root["variants"], at: "variants", problems: &problems) { name in
            !name.isEmpty && !name.contains(".") && !name.contains("{") && !name.contains("}")
                ? nil : "is not a variant name (no '.', '{' or '}')"
        }
        manifest.states = readTable(root["states"], at: "states", problems: &problems) { name in
            StateTokenName.parse(name) == nil
                ? "is not a state name (\(StateTokenName.grammar))"
                : nil
        }
        manifest.parts = Dictionary(
            readTable(root["parts"], at: "parts", problems: &problems) { name in
                TokenRoles.parts.contains(name) ? nil : "is not a part (\(TokenRoles.parts.joined(separator: ", ")))"
            }, uniquingKeysWith: { first, _ in first })
        manifest.sizes = Dictionary(
            readTable(root["sizes"], at: "sizes", problems: &problems) { name in
                TokenRoles.sizes.contains(name) ? nil : "is not a size (\(TokenRoles.sizes.joined(separator: ", ")))"
            }, uniquingKeysWith: { first, _ in first })
        manifest.map = readMap(root["map"], problems: &problems)
        for counterpart in ThemeCounterpart.allCases {
            guard let value = root[counterpart.rawValue] else { continue }
            guard case .string(let path) = value, !path.isEmpty else {
                problems.add(counterpart.rawValue, "expected a theme file's path, found \(value.quoted())")
                continue
            }
            manifest.counterparts.append((counterpart, path))
        }
        return problems.problems.count == before ? manifest : nil
    }

    private static func readFiles(_ value: JSONValue?, problems: inout ProblemList) -> [String] {
        guard let value else {
            problems.add("tokens", "missing: list the token files to read, in order")
            return []
        }
        guard case .array(let items) = value, !items.isEmpty else {
            problems.add("tokens", "expected a non-empty array of token file paths, found \(value.quoted())")
            return []
        }
        guard items.count <= ThemeManifest.maximumTokenFiles else {
            problems.add(
                "tokens",
                "lists \(items.count) token files (at most \(ThemeManifest.maximumTokenFiles) are allowed)")
            return []
        }
        var files: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let path) = item, !path.isEmpty else {
                problems.add("tokens[\(index)]", "expected a file path, found \(item.quoted())")
                continue
            }
            files.append(path)
        }
        return files
    }

    /// A word table: an object of name -> word, or an array of names that are their own words.
    private static func readTable(
        _ value: JSONValue?, at path: String, problems: inout ProblemList, check: (String) -> String?
    ) -> [(name: String, word: String)] {
        guard let value else { return [] }
        var pairs: [(String, JSONValue)] = []
        switch value {
        case .object(let members): pairs = members.map { ($0.key, $0.value) }
        case .array(let items):
            for (index, item) in items.enumerated() {
                guard case .string(let name) = item else {
                    problems.add("\(path)[\(index)]", "expected a name, found \(item.quoted())")
                    continue
                }
                pairs.append((name, item))
            }
        default:
            problems.add(path, "expected an object of names and words, found \(value.quoted())")
            return []
        }
        var table: [(name: String, word: String)] = []
        for (name, word) in pairs {
            if let problem = check(name) {
                problems.add("\(path).\(name)", "\(JSONLiteral.string(name)) \(problem)")
                continue
            }
            guard case .string(let text) = word, !text.isEmpty, !text.contains("{"), !text.contains("}") else {
                problems.add(
                    "\(path).\(name)", "expected the team's word (a string without '{' or '}'), found \(word.quoted())")
                continue
            }
            table.append((name, text))
        }
        return table
    }

    private static func readMap(_ value: JSONValue?, problems: inout ProblemList) -> [ThemeManifest.Entry] {
        guard let value else { return [] }
        guard case .object(let members) = value else {
            problems.add("map", "expected an object of roles and token references, found \(value.quoted())")
            return []
        }
        var entries: [ThemeManifest.Entry] = []
        for member in members {
            let path = "map.\(member.key)"
            guard let role = TokenRoles.all.first(where: { ManifestCompiler.matches(member.key, $0.pattern) }) else {
                problems.add(
                    path,
                    "unknown role \(JSONLiteral.string(member.key)) (roles: \(TokenRoles.all.map(\.pattern).joined(separator: ", ")))"
                )
                continue
            }
            switch member.value {
            case .string(let text) where !text.isEmpty: break
            case .object: break
            // A weight or an on/off role may be written as the number itself.
            case .number where role.type == .number || role.type == .fontWeight: break
            default:
                problems.add(
                    path,
                    "expected a reference such as \"{color.brand}\" or a value object, found \(member.value.quoted())")
                continue
            }
            let keyPlaceholders = TokenRoles.placeholders.filter { member.key.contains("{\($0)}") }
            if case .string(let template) = member.value {
                let missing = TokenRoles.placeholders.filter {
                    template.contains("{\($0)}") && !keyPlaceholders.contains($0)
                }
                if let first = missing.first {
                    problems.add(
                        path,
                        "\(member.value.quoted()) uses {\(first)}, which the role \(JSONLiteral.string(member.key)) does not name (\(role.pattern))"
                    )
                    continue
                }
            }
            entries.append(
                ThemeManifest.Entry(role: member.key, value: member.value, placeholderCount: keyPlaceholders.count))
        }
        return entries
    }
}
