import ButtonKit
import Testing

@Suite("Rules 2 and 3: per-state lookup and the highlighted/disabled alias")
struct StateTableTests {
    @Test func famousCase_selectedHighlightedShowsTheNormalTitle() {
        let titles = StateTable<String>([.normal: "Follow", .selected: "Following"])
        let lookup = titles.lookup([.selected, .highlighted], default: "")
        #expect(lookup.value == "Follow")
        #expect(lookup.source == .normalFallback)
    }

    @Test func lookupIsExactThenNormalThenSystemDefault() {
        var titles = StateTable<String>()
        #expect(titles.lookup(.selected, default: "system").source == .systemDefault)
        #expect(titles.lookup(.selected, default: "system").value == "system")
        titles.set("Follow", for: .normal)
        #expect(titles.lookup(.selected, default: "system").value == "Follow")
        titles.set("Followed", for: .selected)
        #expect(
            titles.lookup(.selected, default: "system")
                == StateLookup(value: "Followed", source: .exact, state: .selected))
    }

    @Test func noPartialMatchingOfCombinedStates() {
        let titles = StateTable<String>([.normal: "N", .selected: "S", .focused: "F"])
        #expect(titles.lookup([.selected, .focused], default: "").value == "N")
    }

    @Test func highlightedOverridesDisabledOnLookup_3Reads1_7Reads5() {
        let titles = StateTable<String>([
            .normal: "N", .highlighted: "H", [.selected, .highlighted]: "SH", .disabled: "D",
        ])
        let three = titles.lookup([.highlighted, .disabled], default: "")
        #expect(three.value == "H")
        #expect(three.source == .aliased(.highlighted))
        let seven = titles.lookup([.highlighted, .disabled, .selected], default: "")
        #expect(seven.value == "SH")
        #expect(seven.source == .aliased([.selected, .highlighted]))
    }

    @Test func settingHighlightedDisabledStoresUnderHighlightedOnlyWhenThatSlotHasAValue() {
        var titles = StateTable<String>([.normal: "N"])
        titles.set("HD", for: [.highlighted, .disabled])
        #expect(titles.stored(for: .highlighted) == nil)
        #expect(titles.stored(for: [.highlighted, .disabled]) == nil)
        titles.set("H", for: .highlighted)
        titles.set("HD", for: [.highlighted, .disabled])
        #expect(titles.stored(for: .highlighted) == "HD")
        #expect(titles.stored(for: [.highlighted, .disabled]) == nil)
    }

    @Test func theDistinctSlotsAre0_1_2_4_5_6() {
        var titles = StateTable<String>()
        for raw in UInt32(0)...7 { titles.set("v\(raw)", for: ControlState(rawValue: raw)) }
        #expect(Set(titles.storage.keys) == [0, 1, 2, 4, 5, 6])
    }

    @Test func settingNilClearsASlot() {
        var titles = StateTable<String>([.normal: "N", .selected: "S"])
        titles.set(nil, for: .selected)
        #expect(titles.lookup(.selected, default: "").value == "N")
    }
}
