extension ReviewDiff {
    /// One change per state where every locale differs the same way (a colour, a token),
    /// in the order first met; a title that changed in one locale stays apart. Each change
    /// is looked up by its ``FoldKey`` once, so folding is linear in the changes (it
    /// compared each change with every one kept before it, quadratic in a board of many
    /// changed states).
    static func folded(_ changes: [StateChange]) -> [StateChange] {
        var result: [StateChange] = []
        var kept: [FoldKey: Int] = [:]
        for change in changes {
            guard let key = FoldKey(change) else {
                result.append(change)
                continue
            }
            if let index = kept[key] {
                result[index].locales += change.locales
            } else {
                kept[key] = result.count
                result.append(change)
            }
        }
        return result
    }

    /// What two changes share when they fold: kind, label and changed fields; an added or
    /// removed state also its title on each side, since it folds only when it reads the
    /// same in both locales.
    struct FoldKey: Hashable {
        var kind: Kind
        var label: String
        var fields: [[String]]
        var titles: [String?]

        /// The key of `change`; `nil` for an added or removed state with changed fields,
        /// which never folds.
        init?(_ change: StateChange) {
            guard change.kind == .changed || change.fields.isEmpty else { return nil }
            kind = change.kind
            label = change.label
            fields = change.fields.map { [$0.name, $0.old, $0.new] }
            titles = change.kind == .changed ? [] : [change.old?.entry.title, change.new?.entry.title]
        }
    }
}
