import JSONSupport

/// Follows aliases (`"{group.token}"`) to the explicit value at the end of the chain,
/// reporting unresolved aliases, aliases to groups, cycles (once per cycle) and type
/// mismatches. Iterative, so a long chain cannot exhaust the stack; a
/// chain can visit each token at most once, so it always ends.
struct TokenResolver {
    /// An alias chain's end: the explicit value, its type and the token that holds it.
    struct Resolved: Hashable {
        var value: JSONValue
        var type: TokenType?
        var valuePath: String
    }

    let tree: TokenTree
    private var cache: [String: Resolved?] = [:]
    /// Tokens whose `$ref`s are being expanded, to catch a value that refers to itself.
    private var expanding: Set<String> = []
    /// How many tokens deep `$ref`s inside values have led (a token whose value points into
    /// another's, whose value points into a third's, ...); bounded so a long chain cannot
    /// exhaust the stack.
    var referenceNesting = 0

    init(tree: TokenTree) { self.tree = tree }

    /// The tokens an alias chain from `path` passes through, `path` first, stopping at a
    /// break or a repeat: the tokens a role reading `path` depends on.
    func chain(from path: String) -> [String] {
        var links: [String] = []
        var seen: Set<String> = []
        var current = path
        while let token = tree.tokens[current], seen.insert(current).inserted {
            links.append(current)
            guard let target = token.aliasTarget else { break }
            current = target
        }
        return links
    }

    /// Resolves every token once so each problem is reported even for unused tokens.
    mutating func validateAll(problems: inout ProblemList) {
        for path in tree.order { _ = resolve(path, problems: &problems) }
    }

    /// The resolved value of the token at `path`, or `nil` when the chain is broken (the
    /// break has been reported at the token where it happens).
    mutating func resolve(_ path: String, problems: inout ProblemList) -> Resolved? {
        if let cached = cache[path] { return cached }
        var chain: [String] = [path]
        var position: [String: Int] = [path: 0]
        var current = path
        while true {
            guard let token = tree.tokens[current] else { return remember(path, nil) }
            guard let target = token.aliasTarget else {
                if token.declaredType == nil && !token.typeRefused {
                    problems.add(current, "missing $type (set it on the token or an enclosing group)")
                }
                // A token reached through a `$ref` of its own value is on this chain: a loop.
                guard expanding.insert(current).inserted else {
                    problems.add(current, "$ref loop: the value refers back to {\(current)}")
                    return remember(path, nil)
                }
                let value = expandReferences(token.value, at: current, problems: &problems)
                expanding.remove(current)
                guard let value else { return remember(path, nil) }
                let end = Resolved(value: value, type: token.declaredType, valuePath: current)
                return finish(chain, end, problems: &problems)
            }
            if let start = position[target] {
                reportCycle(Array(chain[start...]), problems: &problems)
                return remember(path, nil)
            }
            if tree.groups.contains(target) {
                problems.add(current, "alias {\(target)} points to a group, not a token")
                return remember(path, nil)
            }
            guard tree.tokens[target] != nil else {
                problems.add(current, "unresolved alias {\(target)}")
                return remember(path, nil)
            }
            if let known = cache[target] {
                guard let end = known else { return remember(path, nil) }
                return finish(chain, end, problems: &problems)
            }
            position[target] = chain.count
            chain.append(target)
            current = target
        }
    }

    /// Checks each alias's declared type against the value it reaches, newest link first,
    /// and caches the result for every token of the chain.
    private mutating func finish(_ chain: [String], _ end: Resolved, problems: inout ProblemList) -> Resolved? {
        var result: Resolved? = end
        for link in chain.reversed() {
            guard let token = tree.tokens[link], let target = token.aliasTarget else {
                cache[link] = result
                continue
            }
            if let declared = token.declaredType, let reached = result?.type, declared != reached {
                problems.add(
                    link,
                    "$type \(declared.rawValue) does not match the aliased token {\(target)} ($type \(reached.rawValue))"
                )
                result = nil
            } else if var typed = result, typed.type == nil {
                typed.type = token.declaredType
                result = typed
            }
            cache[link] = result
        }
        return chain.first.flatMap { cache[$0] } ?? nil
    }

    /// Members a cycle's message lists before it summarises the rest.
    static let listedCycleMembers = 32

    /// Reports a cycle once, at the member the walk entered it by, listing each member
    /// once (a long cycle lists its first ``listedCycleMembers`` and counts the rest), so
    /// the report grows with the cycle, not with its square.
    private mutating func reportCycle(_ cycle: [String], problems: inout ProblemList) {
        guard let first = cycle.first else { return }
        for member in cycle { cache[member] = .some(nil) }
        var listed = cycle.prefix(Self.listedCycleMembers).map { "{\($0)}" }
        var head = "alias cycle"
        if cycle.count > Self.listedCycleMembers {
            head += " of \(cycle.count) tokens:"
            listed.append("… \(cycle.count - Self.listedCycleMembers) more …")
        }
        problems.add(first, "\(head) " + (listed + ["{\(first)}"]).joined(separator: " -> "))
    }

    private mutating func remember(_ path: String, _ value: Resolved?) -> Resolved? {
        cache[path] = .some(value)
        return value
    }
}
