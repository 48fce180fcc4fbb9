extension TokenTree {
    /// Copies into each group with `$extends` the tokens of the group it names that it does
    /// not define itself (DTCG's deep merge, the extending group's own tokens winning).
    ///
    /// Each extension is applied once, after every extension that changes what its base
    /// holds (one on the base, on a group around it or on a group inside it), in the order a
    /// depth-first walk finds, remembered so no extension is looked at twice; copying walks
    /// the base's members, so the work grows with the tokens copied, which are bounded by
    /// ``TokenTreeLimits/maximumExtendsCopies``. A cycle, a missing group or a token named
    /// instead of a group is reported at the extending group.
    mutating func applyExtends(problems: inout ProblemList) {
        guard !extensions.isEmpty, refusal == nil else { return }
        let order = ExtendsOrder(extensions)
        var copies = 0
        var blocked: [Int] = []
        order.walk { index, isBlocked in
            guard refusal == nil else { return }
            let entry = extensions[index]
            if isBlocked {
                blocked.append(index)
            } else {
                extend(entry.group, from: entry.target, file: entry.file, copies: &copies, problems: &problems)
            }
        }
        guard refusal == nil else { return }
        for index in blocked.sorted() {
            let entry = extensions[index]
            problems.add(entry.group, "$extends cycle through {\(entry.target)}", file: entry.file)
        }
    }

    private mutating func extend(
        _ group: String, from target: String, file: String, copies: inout Int, problems: inout ProblemList
    ) {
        guard groups.contains(target) else {
            let what = tokens[target] != nil ? "a token, not a group" : "no such group"
            problems.add(group, "$extends {\(target)}: \(what)", file: file)
            return
        }
        guard !ExtendsOrder.isNested(group, target) else {
            problems.add(
                group, "$extends {\(target)}: a group cannot extend itself or a group around or inside it",
                file: file)
            return
        }
        // The group takes the base's $type too when it has none of its own.
        if groupTypes[group] == nil, let type = groupTypes[target] {
            groupTypes[group] = type
            for path in tokenPaths(under: group) {
                if var token = tokens[path], token.declaredType == nil, !token.typeRefused {
                    token.groupType = type
                    put(token)
                }
            }
        }
        let depth = Self.depth(of: group) - Self.depth(of: target)
        for path in tokenPaths(under: target) {
            guard var token = tokens[path] else { continue }
            let copied = group + path.dropFirst(target.count)
            guard tokens[copied] == nil, !groups.contains(copied) else { continue }
            guard Self.depth(of: path) + depth <= TokenTreeLimits.maximumDepth else {
                refuse(copied, TokenTreeLimits.depthMessage, file: file)
                return
            }
            copies += 1
            guard copies <= TokenTreeLimits.maximumExtendsCopies else {
                refuse(group, TokenTreeLimits.extendsCopiesMessage(target: target), file: file)
                return
            }
            token.path = copied
            if token.ownType == nil, let type = groupTypes[group] { token.groupType = type }
            put(token)
            if refusal != nil { return }
        }
    }

    /// The paths of the tokens in the group at `path` and in the groups inside it, in the
    /// order the files give them (each group's `$root` before its members).
    func tokenPaths(under path: String) -> [String] {
        var found: [String] = []
        var pending = [path]
        while let current = pending.popLast() {
            if tokens[current] != nil { found.append(current) }
            guard groups.contains(current) else { continue }
            if tokens[current + ".$root"] != nil { found.append(current + ".$root") }
            pending += (children[current] ?? []).reversed().map { current + "." + $0 }
        }
        return found
    }

    /// How many names a dotted path has.
    static func depth(of path: String) -> Int {
        path.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) }
    }
}
