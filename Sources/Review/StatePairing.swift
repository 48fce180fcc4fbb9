/// Matches the states of two versions by their key (button, machine state, flags, raw
/// value, locale): one state each is a pair. A machine can reach the same flags with other
/// titles (*Follow* and *Retry*), so a key can name several states: those that are the same
/// in both versions pair first, and only the rest pair in order, so a reordering or a new
/// path that finds them in another order is never a difference.
enum StatePairing {
    /// One pair: the old and the new state (either missing when it is only in one
    /// version), and for a key naming several states its place among the new ones.
    struct Pair<Item> {
        var old: Item?
        var new: Item?
        /// ` #2` for the second of a key's new states, `""` for a key of one state.
        var suffix: String
    }

    /// The pairs in the new version's order, then the old states no new one matched. Linear
    /// in the states: identical states are found by hashing, not by searching.
    /// - Parameters:
    ///   - old: The old version's states in order.
    ///   - new: The new version's states in order.
    ///   - key: What names a state.
    ///   - identity: What makes two states with one key identical.
    static func pairs<Item, Identity: Hashable>(
        old: [Item], new: [Item], key: (Item) -> String, identity: (Item) -> Identity
    ) -> [Pair<Item>] {
        let (oldGroups, oldOrder) = grouped(old, key: key)
        let (newGroups, newOrder) = grouped(new, key: key)
        var result: [Pair<Item>] = []
        for name in newOrder + oldOrder.filter({ newGroups[$0] == nil }) {
            let olds = oldGroups[name] ?? []
            let news = newGroups[name] ?? []
            // The old states of each identity, earliest first; `next` is the first not taken.
            var byIdentity: [Identity: (offsets: [Int], next: Int)] = [:]
            for (offset, item) in olds.enumerated() {
                byIdentity[identity(item), default: ([], 0)].offsets.append(offset)
            }
            var taken = [Bool](repeating: false, count: olds.count)
            var matched: [Int?] = []
            matched.reserveCapacity(news.count)
            for item in news {
                let id = identity(item)
                guard let entry = byIdentity[id], entry.next < entry.offsets.count else {
                    matched.append(nil)
                    continue
                }
                let offset = entry.offsets[entry.next]
                byIdentity[id]?.next += 1
                taken[offset] = true
                matched.append(offset)
            }
            // The first unmatched new state takes the first unmatched old one.
            var cursor = 0
            func nextUntaken() -> Int? {
                while cursor < olds.count, taken[cursor] { cursor += 1 }
                guard cursor < olds.count else { return nil }
                taken[cursor] = true
                return cursor
            }
            for (index, item) in news.enumerated() {
                let suffix = news.count > 1 ? " #\(index + 1)" : ""
                let twin = matched[index] ?? nextUntaken()
                result.append(Pair(old: twin.map { olds[$0] }, new: item, suffix: suffix))
            }
            let rest = olds.indices.filter { !taken[$0] }
            for (offset, index) in rest.enumerated() {
                let suffix = news.count + rest.count > 1 ? " #\(news.count + offset + 1)" : ""
                result.append(Pair(old: olds[index], new: nil, suffix: suffix))
            }
        }
        return result
    }

    /// The items grouped by key, and the keys in the order first met.
    private static func grouped<Item>(_ items: [Item], key: (Item) -> String) -> ([String: [Item]], [String]) {
        var groups: [String: [Item]] = [:]
        var order: [String] = []
        for item in items {
            let name = key(item)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(item)
        }
        return (groups, order)
    }
}
