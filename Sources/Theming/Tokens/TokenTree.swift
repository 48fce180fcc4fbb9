import JSONSupport

/// A theme document flattened into tokens and groups by dotted path, following DTCG's
/// rules for groups: objects without `$value` are groups, `$type` is inherited, names may
/// not start with `$` or hold `.`, `{` or `}`, and nothing is both a token and a group.
struct TokenTree {
    /// Tokens by path.
    private(set) var tokens: [String: DesignToken] = [:]
    /// Token paths in file order.
    private(set) var order: [String] = []
    /// Group paths (the root is not included).
    private(set) var groups: Set<String> = []
    /// The names of each group's non-`$` members in file order, keyed by group path
    /// (`""` for the root).
    private(set) var children: [String: [String]] = [:]
    /// Whether the document was an object; nothing else is worth reading further.
    private(set) var isObject = false
    /// The root group's `$description`, if any.
    private(set) var rootDescription: String?

    /// Group properties DTCG defines that the simulator does not act on.
    private static let ignoredGroupProperties: Set<String> = ["$description", "$extensions", "$deprecated"]
    private static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// Flattens `root`, reporting structural problems into `problems`.
    init(root: JSONValue, problems: inout ProblemList) {
        guard case .object(let members) = root else {
            problems.add("(root)", "a theme must be a JSON object, found \(root.kindName)")
            return
        }
        isObject = true
        if case .string(let text)? = root["$description"] { rootDescription = text }
        walkGroup(members, path: [], inheritedType: nil, problems: &problems)
    }

    private mutating func walkGroup(
        _ members: [JSONMember], path: [String], inheritedType: TokenType?, problems: inout ProblemList
    ) {
        let here = path.isEmpty ? "(root)" : path.joined(separator: ".")
        var groupType = inheritedType
        if let typeValue = members.first(where: { $0.key == "$type" })?.value {
            groupType = Self.readType(typeValue, at: here, problems: &problems) ?? inheritedType
        }
        var names: Set<String> = []
        for member in members {
            let key = member.key
            if key.hasPrefix("$") {
                if key == "$type" || Self.ignoredGroupProperties.contains(key) { continue }
                // `$schema` names Schemas/theme.schema.json for editors; it belongs at the top only.
                if key == "$schema" && path.isEmpty {
                    if case .string = member.value { continue }
                    problems.add(here, "$schema must be a string, found \(member.value.kindName)")
                    continue
                }
                if key == "$value" { continue }  // handled by the caller as a token
                problems.add(here, "unsupported group property \(key)")
                continue
            }
            let childPath = path + [key]
            let childName = childPath.joined(separator: ".")
            guard names.insert(key).inserted else {
                problems.add(childName, "duplicate name")
                continue
            }
            guard !key.isEmpty, !key.contains("."), !key.contains("{"), !key.contains("}") else {
                problems.add(childName, "invalid name \"\(key)\" (names must not be empty or contain '.', '{' or '}')")
                continue
            }
            children[path.joined(separator: "."), default: []].append(key)
            guard case .object(let childMembers) = member.value else {
                problems.add(
                    childName, "expected a group or a token (an object with $value), found \(member.value.kindName)")
                continue
            }
            if let value = member.value["$value"] {
                addToken(childMembers, value: value, path: childName, groupType: groupType, problems: &problems)
            } else {
                groups.insert(childName)
                walkGroup(childMembers, path: childPath, inheritedType: groupType, problems: &problems)
            }
        }
    }

    private mutating func addToken(
        _ members: [JSONMember], value: JSONValue, path: String, groupType: TokenType?, problems: inout ProblemList
    ) {
        var token = DesignToken(path: path, ownType: nil, groupType: groupType, value: value, description: nil)
        for member in members {
            if member.key == "$type" {
                token.ownType = Self.readType(member.value, at: path, problems: &problems)
            } else if member.key == "$description" {
                guard case .string(let text) = member.value else {
                    problems.add(path, "$description must be a string, found \(member.value.kindName)")
                    continue
                }
                token.description = text
            } else if member.key.hasPrefix("$") {
                if !Self.tokenProperties.contains(member.key) {
                    problems.add(path, "unsupported token property \(member.key)")
                }
            } else {
                problems.add(path, "a token cannot also be a group (has $value and child \"\(member.key)\")")
            }
        }
        tokens[path] = token
        order.append(path)
    }

    private static func readType(_ value: JSONValue, at path: String, problems: inout ProblemList) -> TokenType? {
        guard case .string(let name) = value else {
            problems.add(path, "$type must be a string, found \(value.kindName)")
            return nil
        }
        guard let type = TokenType(rawValue: name) else {
            problems.add(path, "unknown $type \"\(name)\"")
            return nil
        }
        return type
    }
}
