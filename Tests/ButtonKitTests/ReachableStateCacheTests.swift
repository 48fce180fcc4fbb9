import ButtonKit
import ButtonKitTestSupport
import Testing

/// The reachable sets a command's work bound and its work share: the same states as
/// ``ReachableStates`` gives, the same total and refusal, explored once.
@Suite("Reachable state cache")
struct ReachableStateCacheTests {
    static let board = BuiltInFixture.board
    static let localization = Localization(locale: .en, development: .en)

    static func keys(_ entries: [ReachableStates.Entry]) -> [String] {
        entries.map { ($0.mode ?? "") + " " + $0.label + " " + $0.button.shownTitle }
    }

    @Test func givesEachButtonsReachableStatesInOrder() {
        let cache = ReachableStateCache()
        for definition in Self.board.buttons {
            let expected = ReachableStates.entries(for: definition, localization: Self.localization)
            #expect(cache.entries(for: definition, localization: Self.localization) == expected)
            // Asked again, the kept set.
            #expect(cache.entries(for: definition, localization: Self.localization) == expected)
        }
    }

    @Test func countsAsReachableStatesCountsAndKeepsWhatItExplored() {
        let cache = ReachableStateCache()
        let total = ReachableStates.total(of: Self.board.buttons, localization: Self.localization, bound: 1_000_000)
        #expect(total != nil)
        #expect(cache.total(of: Self.board.buttons, localization: Self.localization, bound: 1_000_000) == total)
        // The sets the bound explored are the ones the work reads.
        for definition in Self.board.buttons {
            #expect(
                Self.keys(cache.entries(for: definition, localization: Self.localization))
                    == Self.keys(ReachableStates.entries(for: definition, localization: Self.localization)))
        }
        // Counted again from what it kept: the same total.
        #expect(cache.total(of: Self.board.buttons, localization: Self.localization, bound: 1_000_000) == total)
    }

    @Test func refusesWhatReachableStatesRefusesColdOrWarm() throws {
        let buttons = Self.board.buttons
        let total = try #require(ReachableStates.total(of: buttons, localization: Self.localization, bound: 1_000_000))
        // A bound is counted against the states explored, which may be more than the
        // states drawn: a bound of exactly the total can be refused. Each bound near the
        // edge gets the answer ReachableStates gives, from a new cache and from one that
        // already holds every set.
        let warm = ReachableStateCache()
        #expect(warm.total(of: buttons, localization: Self.localization, bound: 1_000_000) == total)
        var refused = 0
        for bound in [-1, 0, 1, total / 2, total - 1, total, total + 1, total + 20, total + 200] {
            let expected = ReachableStates.total(of: buttons, localization: Self.localization, bound: bound)
            if expected == nil { refused += 1 }
            #expect(ReachableStateCache().total(of: buttons, localization: Self.localization, bound: bound) == expected)
            #expect(warm.total(of: buttons, localization: Self.localization, bound: bound) == expected)
        }
        // -1, 0, 1, half and one less than the total.
        #expect(refused >= 5)
    }

    @Test func keepsEachLocaleApart() {
        let cache = ReachableStateCache()
        let zh = Localization(locale: LocaleTag(rawValue: "zh"), development: .en)
        for definition in Self.board.buttons {
            let english = cache.entries(for: definition, localization: Self.localization)
            let chinese = cache.entries(for: definition, localization: zh)
            #expect(
                Self.keys(english)
                    == Self.keys(ReachableStates.entries(for: definition, localization: Self.localization)))
            #expect(Self.keys(chinese) == Self.keys(ReachableStates.entries(for: definition, localization: zh)))
        }
    }
}
