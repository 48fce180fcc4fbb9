/// What tells apart pairs of states that a rule finds alike (drawn or read the same): per
/// difference (the selection and custom states one has and the other lacks), its first pair
/// and how many pairs share it. Only the smallest differences are problems of their own: a
/// custom state that changes nothing makes every combination with it alike too, and that
/// is the same problem (eight such states are eight findings, not the pairs of their 256
/// combinations).
struct AlikeDifferences {
    /// The first pair of states found with one difference, and how many pairs have it.
    struct Found {
        /// The state the second is alike to.
        var first: String
        /// The state reported.
        var second: String
        /// How many pairs differ in exactly this.
        var pairs: Int
    }

    private var found: [Set<String>: Found] = [:]
    private var order: [Set<String>] = []

    /// Notes `pairs` pairs of alike states that differ in `difference`, the first of them
    /// `first` and `second`.
    mutating func add(_ difference: Set<String>, first: String, second: String, pairs: Int = 1) {
        if found[difference] == nil {
            found[difference] = Found(first: first, second: second, pairs: 0)
            order.append(difference)
        }
        found[difference]?.pairs += pairs
    }

    /// The differences that contain no smaller one found, in the order first seen, each
    /// named by its parts sorted and joined with `+`.
    var minimal: [(name: String, found: Found)] {
        var kept: [Set<String>] = []
        for difference in order.sorted(by: { $0.count < $1.count })
        where !kept.contains(where: { $0.isSubset(of: difference) }) {
            kept.append(difference)
        }
        return order.filter { kept.contains($0) }.compactMap { difference in
            found[difference].map { (difference.sorted().joined(separator: "+"), $0) }
        }
    }
}
