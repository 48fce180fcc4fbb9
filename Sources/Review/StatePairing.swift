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

    /// The pairs in the new version's order, then the old states no new one matched.
    /// - Parameters:
    ///   - old: The old version's states in order.
    ///   - new: The new version's states in order.
    ///   - key: What names a state.
    ///   - same: Whether two states with one key are identical.
    static func pairs<Item>(
        old: [Item], new: [Item], key: (Item) -> String, same: (Item, Item) -> Bool
    ) -> [Pair<Item>] {
        var oldGroups: [String: [Item]] = [:]
        var oldOrder: [String] = []
        for item in old {
            let name = key(item)
            if oldGroups[name] == nil { oldOrder.append(name) }
            oldGroups[name, default: []].append(item)
        }
        var newGroups: [String: [Item]] = [:]
        var newOrder: [String] = []
        for item in new {
            let name = key(item)
            if newGroups[name] == nil { newOrder.append(name) }
            newGroups[name, default: []].append(item)
        }
        var result: [Pair<Item>] = []
        for name in newOrder + oldOrder.filter({ newGroups[$0] == nil }) {
            var olds = oldGroups[name] ?? []
            let news = newGroups[name] ?? []
            var matched: [Int: Item] = [:]
            for (index, item) in news.enumerated() {
                if let found = olds.firstIndex(where: { same($0, item) }) { matched[index] = olds.remove(at: found) }
            }
            for (index, item) in news.enumerated() {
                let suffix = news.count > 1 ? " #\(index + 1)" : ""
                if let twin = matched[index] {
                    result.append(Pair(old: twin, new: item, suffix: suffix))
                } else {
                    // The first unmatched new state takes the first unmatched old one.
                    let previous = olds.isEmpty ? nil : olds.removeFirst()
                    result.append(Pair(old: previous, new: item, suffix: suffix))
                }
            }
            for (offset, item) in olds.enumerated() {
                let suffix = news.count + olds.count > 1 ? " #\(news.count + offset + 1)" : ""
                result.append(Pair(old: item, new: nil, suffix: suffix))
            }
        }
        return result
    }
}
