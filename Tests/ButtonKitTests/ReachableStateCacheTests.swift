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

    @Test func refusesATotalOverTheBoundAsReachableStatesDoes() throws {
        let total = try #require(
            ReachableStates.total(of: Self.board.buttons, localization: Self.localization, bound: 1_000_000))
        for bound in [0, 1, total - 1] {
            #expect(ReachableStates.total(of: Self.board.buttons, localization: Self.localization, bound: bound) == nil)
            #expect(
                ReachableStateCache().total(of: Self.board.buttons, localization: Self.localization, bound: bound)
                    == nil)
        }
        #expect(
            ReachableStateCache().total(of: Self.board.buttons, localization: Self.localization, bound: total) == total)
        // A cache that already holds every set refuses the same bounds.
        let warm = ReachableStateCache()
        _ = warm.total(of: Self.board.buttons, localization: Self.localization, bound: total)
        #expect(warm.total(of: Self.board.buttons, localization: Self.localization, bound: total - 1) == nil)
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
