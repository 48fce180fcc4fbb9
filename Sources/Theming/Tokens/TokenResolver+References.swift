import JSONSupport

extension TokenResolver {
    /// How deep `$ref`s inside values may nest before the chain counts as a loop.
    static let maximumReferenceDepth = 32

    /// `value` with every `{"$ref": POINTER}` inside it replaced by what the pointer reaches
    /// (the named token's value resolved first); `nil` when one does not resolve, reported
    /// at `path`.
    mutating func expandReferences(
        _ value: JSONValue, at path: String, depth: Int = 0, problems: inout ProblemList
    ) -> JSONValue? {
        if let reference = JSONPointerReference.reference(in: value) {
            guard depth < Self.maximumReferenceDepth, referenceNesting < Self.maximumReferenceDepth else {
                problems.add(path, "$ref chain deeper than \(Self.maximumReferenceDepth) (a loop of $refs?)")
                return nil
            }
            switch reference {
            case .failure(let error):
                problems.add(path, error.message)
                return nil
            case .success(let pointer):
                guard tree.tokens[pointer.token] != nil else {
                    problems.add(path, "$ref to {\(pointer.token)}: no such token")
                    return nil
                }
                referenceNesting += 1
                let resolved = resolve(pointer.token, problems: &problems)
                referenceNesting -= 1
                guard let target = resolved else { return nil }
                guard let reached = pointer.reach(into: target.value) else {
                    problems.add(
                        path,
                        "$ref \(value.quoted(limit: 60)) reaches nothing in {\(pointer.token)}'s value \(target.value.quoted())"
                    )
                    return nil
                }
                return expandReferences(reached, at: path, depth: depth + 1, problems: &problems)
            }
        }
        switch value {
        case .object(let members):
            var expanded: [JSONMember] = []
            for member in members {
                guard let inner = expandReferences(member.value, at: path, depth: depth, problems: &problems) else {
                    return nil
                }
                expanded.append(JSONMember(key: member.key, value: inner))
            }
            return .object(expanded)
        case .array(let items):
            var expanded: [JSONValue] = []
            for item in items {
                guard let inner = expandReferences(item, at: path, depth: depth, problems: &problems) else {
                    return nil
                }
                expanded.append(inner)
            }
            return .array(expanded)
        default:
            return value
        }
    }
}
