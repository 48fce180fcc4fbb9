import JSONSupport

/// Token documents flattened into tokens and groups by dotted path, following DTCG's rules
/// for groups: objects without `$value` are groups, `$type` is inherited, names may not
/// start with `$` or hold `.`, `{` or `}`, and nothing is both a token and a group.
///
/// Several files may be added in turn (a manifest's token files): they form one tree, a
/// token of a later file replacing one of the same path, so aliases resolve across all.
/// A group's `$root` token is the token `group.$root`; `$extends` (applied by
/// ``applyExtends(problems:)``) copies another group's tokens in where the group has none
/// of that name. Group sizes, nesting and copies are bounded (``TokenTreeLimits``): past a
/// bound the tree stops growing and ``refusal`` says why.
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
    /// Whether the last document added was an object; nothing else is worth reading.
    private(set) var isObject = false
    /// The first file's root `$description`, if any.
    private(set) var rootDescription: String?
    /// Each group's `$type`, which tokens copied in by `$extends` may inherit.
    var groupTypes: [String: TokenType] = [:]
    /// `$extends` targets by extending group, in file order, with the file that says so.
    var extensions: [(group: String, target: String, file: String)] = []
    /// The bound the files went past, if any (``TokenTreeLimits``): the one problem to
    /// report, as the tree stopped growing there.
    private(set) var refusal: ThemeProblem?
    /// Every member of every group as a path (`group.name`), so adding a name to a group
    /// of thousands does not search its list.
    private var listedMembers: Set<String> = []
    /// The file being added.
    private var file = ""
    /// The `$deprecated` of the groups around the member being read, which its tokens
    /// inherit unless they say otherwise.
    private var groupDeprecation: String?

    /// Group properties DTCG defines that the simulator does not act on.
    private static let ignoredGroupProperties: Set<String> = ["$description", "$extensions"]
    private static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// An empty tree.
    init() {}

    /// A tree of one document, reporting structural problems into `problems`.
    init(root: JSONValue, problems: inout ProblemList) {
        add(root, file: problems.file, problems: &problems)
    }

    /// Adds a document read from `file`.
    mutating func add(_ root: JSONValue, file: String, problems: inout ProblemList) {
        self.file = file
        guard case .object(let members) = root else {
            isObject = false
            problems.add("(root)", "a token file must be a JSON object, found \(root.kindName)", file: file)
            return
        }
        isObject = true
        if rootDescription == nil, case .string(let text)? = root["$description"] { rootDescription = text }
        walkGroup(members, path: [], inheritedType: nil, typeRefused: false, problems: &problems)
    }

    /// Adds a token the loader made up (a manifest's role), with its groups.
    mutating func insert(path: String, value: JSONValue, type: TokenType?, file: String) {
        put(DesignToken(path: path, file: file, ownType: type, groupType: nil, value: value))
    }

    /// Records that the files went past a bound at `path`; the first such problem is kept.
    mutating func refuse(_ path: String, _ message: String, file: String) {
        if refusal == nil { refusal = ThemeProblem(file: file, path: path, message: message) }
    }

    private mutating func walkGroup(
        _ members: [JSONMember], path: [String], inheritedType: TokenType?, typeRefused: Bool,
        problems: inout ProblemList
    ) {
        let parent = path.joined(separator: ".")
        let here = path.isEmpty ? "(root)" : parent
        var groupType = inheritedType
        var refused = typeRefused
        if let typeValue = members.first(where: { $0.key == "$type" })?.value {
            if let type = readType(typeValue, at: here, problems: &problems) {
                groupType = type
                refused = false
            } else {
                refused = true
            }
        }
        if let type = groupType, !path.isEmpty { groupTypes[here] = type }
        let outerDeprecation = groupDeprecation
        defer { groupDeprecation = outerDeprecation }
        switch members.first(where: { $0.key == "$deprecated" })?.value {
        case .string(let reason)?: groupDeprecation = reason
        case .bool(let flag)?: groupDeprecation = flag ? "" : nil
        default: break
        }
        var names: Set<String> = []
        for member in members {
            guard refusal == nil else { return }
            let key = member.key
            if key.hasPrefix("$") {
                readGroupProperty(member, path: path, groupType: groupType, refused: refused, problems: &problems)
                continue
            }
            let childName = path.isEmpty ? key : parent + "." + key
            guard names.insert(key).inserted else {
                problems.add(childName, "duplicate name", file: file)
                continue
            }
            guard !key.isEmpty, !key.utf8.contains(where: Self.isReservedInNames) else {
                problems.add(
                    childName, "invalid name \"\(key)\" (names must not be empty or contain '.', '{' or '}')",
                    file: file)
                continue
            }
            guard path.count < TokenTreeLimits.maximumDepth else {
                refuse(childName, TokenTreeLimits.depthMessage, file: file)
                return
            }
            guard case .object(let childMembers) = member.value else {
                problems.add(
                    childName,
                    "expected a group or a token (an object with $value), found \(member.value.kindName) \(member.value.quoted(limit: 40))",
                    file: file)
                continue
            }
            if let value = member.value["$value"] {
                guard !groups.contains(childName) else {
                    problems.add(childName, "a token here, where an earlier file has a group", file: file)
                    continue
                }
                addName(key, to: parent)
                addToken(
                    childMembers, value: value, path: childName, groupType: groupType, refused: refused,
                    problems: &problems)
            } else {
                guard tokens[childName] == nil else {
                    problems.add(childName, "a group here, where an earlier file has a token", file: file)
                    continue
                }
                addName(key, to: parent)
                groups.insert(childName)
                walkGroup(
                    childMembers, path: path + [key], inheritedType: groupType, typeRefused: refused,
                    problems: &problems)
            }
        }
    }

    /// A `$` member of a group: `$type` (read by the caller), the properties DTCG gives
    /// groups, `$root`, `$extends`, and `$schema` at the top.
    private mutating func readGroupProperty(
        _ member: JSONMember, path: [String], groupType: TokenType?, refused: Bool, problems: inout ProblemList
    ) {
        let here = path.isEmpty ? "(root)" : path.joined(separator: ".")
        switch member.key {
        case "$type", "$value": return  // read by the caller
        case _ where Self.ignoredGroupProperties.contains(member.key): return
        case "$deprecated":
            if !Self.isDeprecation(member.value) {
                problems.add(
                    here, "$deprecated must be true, false or a string, found \(member.value.quoted(limit: 40))",
                    file: file)
            }
        case "$schema" where path.isEmpty:
            // `$schema` names the schema for editors; it belongs at the top only.
            guard case .string = member.value else {
                problems.add(here, "$schema must be a string, found \(member.value.kindName)", file: file)
                return
            }
        case "$root" where !path.isEmpty:
            guard case .object(let members) = member.value, let value = member.value["$value"] else {
                problems.add(
                    "\(here).$root",
                    "$root must be a token (an object with $value), found \(member.value.quoted(limit: 40))",
                    file: file)
                return
            }
            addToken(
                members, value: value, path: "\(here).$root", groupType: groupType, refused: refused,
                problems: &problems)
        case "$extends" where !path.isEmpty:
            guard case .string = member.value, let target = DesignToken.aliasTarget(of: member.value) else {
                problems.add(
                    here,
                    "$extends must be a reference to a group such as \"{button.base}\", found \(member.value.quoted(limit: 40))",
                    file: file)
                return
            }
            extensions.append((here, target, file))
        case "$ref":
            // A reference stands for a token's value, so it goes inside `$value`.
            problems.add(
                here, "$ref outside $value: write {\"$value\": {\"$ref\": ...}} to refer to another token",
                file: file)
        default:
            problems.add(here, "unsupported group property \(member.key)", file: file)
        }
    }

    /// `.`, `{` and `}`, which DTCG keeps out of names; bytes, not characters, as every
    /// name of every file is checked at each load.
    static func isReservedInNames(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Lists `name` among the members of `group` unless it is there; a group growing past
    /// ``TokenTreeLimits/maximumGroupMembers`` refuses the tree.
    mutating func addName(_ name: String, to group: String) {
        guard listedMembers.insert(group.isEmpty ? name : group + "." + name).inserted else { return }
        children[group, default: []].append(name)
        if children[group, default: []].count > TokenTreeLimits.maximumGroupMembers {
            refuse(group.isEmpty ? "(root)" : group, TokenTreeLimits.groupMembersMessage, file: file)
        }
    }

    private mutating func addToken(
        _ members: [JSONMember], value: JSONValue, path: String, groupType: TokenType?, refused: Bool,
        problems: inout ProblemList
    ) {
        var token = DesignToken(path: path, file: file, ownType: nil, groupType: groupType, value: value)
        // `{"$ref": "#/color/blue"}` (or `.../$value`) for the whole value is the alias
        // `{color.blue}`, so it chains, inherits types and is explained like one.
        if case .success(let pointer)? = JSONPointerReference.reference(in: value), pointer.inside.isEmpty {
            token.value = .string("{\(pointer.token)}")
        }
        token.typeRefused = refused
        token.deprecation = groupDeprecation
        for member in members {
            if member.key == "$type" {
                token.ownType = readType(member.value, at: path, problems: &problems)
                token.typeRefused = token.ownType == nil
            } else if member.key == "$description" {
                guard case .string(let text) = member.value else {
                    problems.add(path, "$description must be a string, found \(member.value.kindName)", file: file)
                    continue
                }
                token.description = text
            } else if member.key == "$deprecated" {
                if !Self.isDeprecation(member.value) {
                    problems.add(
                        path, "$deprecated must be true, false or a string, found \(member.value.quoted(limit: 40))",
                        file: file)
                } else if case .string(let text) = member.value {
                    token.deprecation = text
                } else if case .bool(let flag) = member.value {
                    token.deprecation = flag ? "" : nil
                }
            } else if member.key.hasPrefix("$") {
                if !Self.tokenProperties.contains(member.key) {
                    problems.add(path, "unsupported token property \(member.key)", file: file)
                }
            } else {
                // Some published token files put such members beside $value; the token is
                // read without them.
                problems.add(
                    path,
                    "a token cannot also be a group (has $value and child \"\(member.key)\": \(member.value.quoted(limit: 40))); the child is ignored",
                    file: file, workedAround: true)
            }
        }
        if tokens[path] == nil { order.append(path) }
        tokens[path] = token
    }

    private static func isDeprecation(_ value: JSONValue) -> Bool {
        switch value {
        case .bool, .string: true
        default: false
        }
    }

    private func readType(_ value: JSONValue, at path: String, problems: inout ProblemList) -> TokenType? {
        guard case .string(let name) = value else {
            problems.add(path, "$type must be a string, found \(value.quoted(limit: 40))", file: file)
            return nil
        }
        guard let type = TokenType(rawValue: name) else {
            problems.add(
                path,
                "unknown $type \(value.quoted(limit: 40)) (known: \(TokenType.allCases.map(\.rawValue).joined(separator: ", ")))",
                file: file)
            return nil
        }
        return type
    }

    /// Adds or replaces a token made while reading (a copy `$extends` makes, a manifest's
    /// role), with the groups around it that are not there yet.
    mutating func put(_ token: DesignToken) {
        let (parent, name) = Self.split(token.path)
        addGroup(parent)
        if name != "$root" { addName(name, to: parent) }
        if tokens[token.path] == nil { order.append(token.path) }
        tokens[token.path] = token
    }

    /// Adds the group at `path` and those around it that are missing, outermost first.
    private mutating func addGroup(_ path: String) {
        var missing: [String] = []
        var current = path
        while !current.isEmpty, !groups.contains(current) {
            missing.append(current)
            current = Self.split(current).parent
        }
        for group in missing.reversed() {
            groups.insert(group)
            let (parent, name) = Self.split(group)
            addName(name, to: parent)
        }
    }

    /// A dotted path's enclosing group (`""` at the top) and last name.
    static func split(_ path: String) -> (parent: String, name: String) {
        guard let dot = path.lastIndex(of: ".") else { return ("", path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }
}
