extension TokenTree {
    /// Copies into each group with `$extends` the tokens of the group it names that it does
    /// not define itself (DTCG's deep merge, the extending group's own tokens winning).
    /// Groups extending groups that extend others are applied base first; a cycle, a
    /// missing group or a token named instead of a group is reported at the extending group.
    mutating func applyExtends(problems: inout ProblemList) {
        var done: Set<String> = []
        var pending = extensions
        var progress = true
        while !pending.isEmpty && progress {
            progress = false
            for (index, entry) in pending.enumerated().reversed() {
                // A base that itself extends something waits until that is applied.
                if pending.contains(where: { $0.group == entry.target || entry.target.hasPrefix($0.group + ".") })
                    && !done.contains(entry.target)
                {
                    continue
                }
                pending.remove(at: index)
                progress = true
                done.insert(entry.group)
                extend(entry.group, from: entry.target, file: entry.file, problems: &problems)
            }
        }
        for entry in pending {
            problems.add(entry.group, "$extends cycle through {\(entry.target)}", file: entry.file)
        }
    }

    private mutating func extend(_ group: String, from target: String, file: String, problems: inout ProblemList) {
        guard groups.contains(target) else {
            let what = tokens[target] != nil ? "a token, not a group" : "no such group"
            problems.add(group, "$extends {\(target)}: \(what)", file: file)
            return
        }
        guard group != target, !group.hasPrefix(target + "."), !target.hasPrefix(group + ".") else {
            problems.add(
                group, "$extends {\(target)}: a group cannot extend itself or a group around or inside it",
                file: file)
            return
        }
        // The group takes the base's $type too when it has none of its own.
        if groupTypes[group] == nil, let type = groupTypes[target] {
            groupTypes[group] = type
            for path in order where path.hasPrefix(group + ".") {
                if var token = tokens[path], token.declaredType == nil, !token.typeRefused {
                    token.groupType = type
                    put(token)
                }
            }
        }
        for path in order where path.hasPrefix(target + ".") {
            guard var token = tokens[path] else { continue }
            let copied = group + path.dropFirst(target.count)
            guard tokens[copied] == nil, !groups.contains(copied) else { continue }
            token.path = copied
            if token.ownType == nil, let type = groupTypes[group] { token.groupType = type }
            put(token)
        }
    }
}
