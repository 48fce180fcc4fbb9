import ButtonKit
import Testing

@Suite("Section 2: custom states declared as data")
struct CustomStateTests {
    @Test func rawValuesOfTheCustomStates() {
        var flags = ButtonFlags()
        flags.set(.mutual, true)
        #expect(flags.state.rawValue == 0x0001_0004)
        flags = ButtonFlags()
        flags.set(.loading, true)
        #expect(flags.state.rawValue == 0x0002_0002)
        flags.set(.mutual, true)
        #expect(flags.state.rawValue == 0x0003_0006)
    }

    @Test func loadingBlocksEnabling() {
        var flags = ButtonFlags()
        flags.set(.loading, true)
        flags.set(.disabled, false)
        #expect(!flags.isEnabled)
        #expect(flags.isEnabledRequested)
    }

    @Test func stoppingLoadingReturnsToTheEnabledValueLastAskedFor() {
        var flags = ButtonFlags()
        flags.set(.loading, true)
        flags.set(.disabled, true)   // asked to disable while loading
        flags.set(.loading, false)
        #expect(!flags.isEnabled)
        flags.set(.loading, true)
        flags.set(.disabled, false)  // asked to enable while loading
        flags.set(.loading, false)
        #expect(flags.isEnabled)
    }

    @Test func mutualImpliesSelected() {
        var flags = ButtonFlags()
        flags.set(.mutual, true)
        #expect(flags.state.contains(.selected))
        #expect(flags.names == ["selected", "mutual"])
    }

    @Test func deselectingClearsMutual() {
        var flags = ButtonFlags()
        flags.set(.mutual, true)
        flags.set(.selected, false)
        #expect(!flags.isOn(.mutual))
        #expect(flags.state == .normal)
    }

    @Test func clearingMutualKeepsSelected() {
        var flags = ButtonFlags()
        flags.set(.mutual, true)
        flags.set(.mutual, false)
        #expect(flags.state == .selected)
    }

    @Test func followedIsSimplySelected() {
        var state = SimulatorState()
        state.buttons[0].flags.set(.selected, true)
        #expect(state.buttons[0].shownTitle == "Followed")
        #expect(state.buttons[0].state == .selected)
    }

    @Test func aThirdCustomStateNeedsNoEngineChange() {
        let pinned = CustomState(name: "pinned", bit: 1 << 18, rule: .implies(.selected))
        let busy = CustomState(name: "busy", bit: 1 << 19, rule: .holds(.disabled))
        var flags = ButtonFlags(catalog: CustomState.standard + [pinned, busy])
        flags.set(pinned, true)
        #expect(flags.state.rawValue == 0x0004_0004)
        flags.set(.selected, false)
        #expect(!flags.isOn(pinned))
        flags.set(busy, true)
        flags.set(.disabled, false)
        #expect(!flags.isEnabled)
        #expect(flags.names == ["disabled", "busy"])
        flags.set(busy, false)
        #expect(flags.isEnabled)
    }

    @Test func aStateOutsideTheCatalogIsIgnored() {
        let stranger = CustomState(name: "stranger", bit: 1 << 20, rule: .implies(.selected))
        var flags = ButtonFlags()
        flags.set(stranger, true)
        #expect(flags.state == .normal)
    }
}
