/// The order in which a tree's `$extends` are applied: each after every extension that
/// changes what its base holds (one on the base itself, on a group around the base, or on
/// a group inside it), each visited once. A walk without recursion, so a chain of
/// thousands of groups cannot exhaust the stack; an extension that depends on itself,
/// directly or through others, is blocked, and so is every extension that depends on a
/// blocked one.
struct ExtendsOrder {
    private let extensions: [(group: String, target: String, file: String)]
    /// The extensions on each group, by the group's path.
    private var onGroup: [String: [Int]] = [:]
    /// The extensions on the groups inside each group, by the outer group's path.
    private var inside: [String: [Int]] = [:]

    /// The order for `extensions`, in file order.
    init(_ extensions: [(group: String, target: String, file: String)]) {
        self.extensions = extensions
        for (index, entry) in extensions.enumerated() {
            onGroup[entry.group, default: []].append(index)
            var outer = entry.group
            while let dot = outer.lastIndex(of: ".") {
                outer = String(outer[..<dot])
                inside[outer, default: []].append(index)
            }
        }
    }

    /// Whether `group` and `target` are the same group or one lies inside the other, which
    /// an extension may not join.
    static func isNested(_ group: String, _ target: String) -> Bool {
        group == target || group.hasPrefix(target + ".") || target.hasPrefix(group + ".")
    }

    /// The extensions that must be applied before extension `index`: none when it joins
    /// groups that nest (it will only be reported).
    private func prerequisites(of index: Int) -> [Int] {
        let entry = extensions[index]
        if Self.isNested(entry.group, entry.target) { return [] }
        var found = inside[entry.target] ?? []
        var around = entry.target
        found += onGroup[around] ?? []
        while let dot = around.lastIndex(of: ".") {
            around = String(around[..<dot])
            found += onGroup[around] ?? []
        }
        return found.filter { $0 != index }
    }

    private enum Visit {
        case applying
        case finished
    }

    /// Calls `apply` once for each extension, each after its prerequisites, with whether it
    /// is blocked (on a cycle, or after a blocked one).
    func walk(_ apply: (_ index: Int, _ isBlocked: Bool) -> Void) {
        var visits = [Visit?](repeating: nil, count: extensions.count)
        var isBlocked = [Bool](repeating: false, count: extensions.count)
        for start in extensions.indices where visits[start] == nil {
            var stack: [(index: Int, prerequisites: [Int], next: Int)] = [(start, prerequisites(of: start), 0)]
            visits[start] = .applying
            while let top = stack.last {
                let position = stack.count - 1
                guard top.next < top.prerequisites.count else {
                    stack.removeLast()
                    visits[top.index] = .finished
                    apply(top.index, isBlocked[top.index])
                    if isBlocked[top.index], let below = stack.last { isBlocked[below.index] = true }
                    continue
                }
                let next = top.prerequisites[top.next]
                stack[position].next += 1
                switch visits[next] {
                case nil:
                    visits[next] = .applying
                    stack.append((next, prerequisites(of: next), 0))
                case .applying?:
                    // A cycle: every extension on the stack from `next` up depends on itself.
                    for entry in stack.reversed() {
                        isBlocked[entry.index] = true
                        if entry.index == next { break }
                    }
                case .finished?:
                    if isBlocked[next] { isBlocked[top.index] = true }
                }
            }
        }
    }
}
