/// Each button's reachable states (``ReachableStates``) in each locale, explored the first
/// time they are asked for and kept: a command that bounds its work by the states before
/// doing it (`audit`, `sheet`) explores each button once, for the bound and for the work.
/// A class, so the bound and the work share one; meant for one command's run, since it
/// keeps every set it explored.
public final class ReachableStateCache {
    /// What a set is kept under: the whole definition, so equal buttons share one.
    private struct Key: Hashable {
        var definition: ButtonDefinition
        var localization: Localization
    }

    private var known: [Key: ReachableStates.Exploration] = [:]

    /// An empty cache.
    public init() {}

    /// The button's reachable states, as ``ReachableStates/entries(for:localization:)``
    /// orders them, explored the first time they are asked for.
    /// - Parameters:
    ///   - definition: The button.
    ///   - localization: The locale its titles are shown in.
    public func entries(for definition: ButtonDefinition, localization: Localization) -> [ReachableStates.Entry] {
        let key = Key(definition: definition, localization: localization)
        if let exploration = known[key] { return exploration.entries }
        let exploration = ReachableStates.exploration(for: definition, localization: localization)
        known[key] = exploration
        return exploration.entries
    }

    /// How many states the buttons reach in all, or `nil` once the total passes `bound`,
    /// as ``ReachableStates/total(of:localization:bound:)`` counts and refuses them (a kept
    /// set by the states its exploration held, as a new exploration would); every button
    /// explored whole on the way is kept.
    /// - Parameters:
    ///   - definitions: The buttons.
    ///   - localization: The locale their titles are shown in.
    ///   - bound: The most states wanted in all.
    public func total(of definitions: [ButtonDefinition], localization: Localization, bound: Int) -> Int? {
        var total = 0
        for definition in definitions {
            let key = Key(definition: definition, localization: localization)
            // A kept set is refused as its exploration would be: by the states explored.
            if let exploration = known[key] {
                guard !exploration.exceeds(bound - total) else { return nil }
                total += exploration.entries.count
                continue
            }
            guard
                let exploration = ReachableStates.exploration(
                    for: definition, localization: localization, within: bound - total)
            else { return nil }
            known[key] = exploration
            total += exploration.entries.count
        }
        return total
    }
}
