import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: custom states declared as data")
struct CustomStateTests {
    static let mutual = CustomState(name: "mutual", bit: 1 << 16, rule: .implies(.selected), key: "m")
    static let loading = CustomState(name: "loading", bit: 1 << 17, rule: .holds(.disabled), spinner: true, key: "l")
    static let restoring = CustomState(name: "loading", bit: 1 << 17, rule: .holds(.disabled), afterwards: .restore)
    let flags = ButtonFlags(catalog: [Self.mutual, Self.loading])

    @Test func rawValuesOfTheCustomStates() {
        var flags = self.flags
        flags.set(.mutual, true)
        #expect(flags.state.rawValue == 0x0001_0004)
        flags = self.flags
        flags.set(.loading, true)
        #expect(flags.state.rawValue == 0x0002_0002)
        flags.set(.mutual, true)
        #expect(flags.state.rawValue == 0x0003_0006)
    }

    @Test func holdsRefusesEnablingAndNamesTheHolder() {
        var flags = self.flags
        flags.set(.loading, true)
        let holder = flags.set(.enabled, true)
        #expect(holder?.name == "loading")
        #expect(!flags.isEnabled)
        #expect(flags.isEnabledRequested)
    }

    @Test func afterwardsEnableForgetsARequestToDisable() {
        var flags = self.flags
        flags.set(.enabled, false)
        flags.set(.loading, true)
        flags.set(.loading, false)
        #expect(flags.isEnabled)
        #expect(flags.state == .normal)
    }

    @Test func afterwardsRestoreReturnsToTheValueLastAskedFor() {
        var flags = ButtonFlags(catalog: [Self.restoring])
        flags.set(.loading, true)
        flags.set(.enabled, false)  // asked to disable while loading
        flags.set(.loading, false)
        #expect(!flags.isEnabled)
        flags.set(.loading, true)
        flags.set(.enabled, true)  // asked to enable while loading
        flags.set(.loading, false)
        #expect(flags.isEnabled)
    }

    @Test func impliesSetsItsFlagsAndNamesListBoth() {
        var flags = self.flags
        flags.set(.mutual, true)
        #expect(flags.state.contains(.selected))
        #expect(flags.names == ["selected", "mutual"])
    }

    @Test func clearingAnImpliedFlagClearsTheState() {
        var flags = self.flags
        flags.set(.mutual, true)
        flags.set(.selected, false)
        #expect(!flags.isOn(.mutual))
        #expect(flags.state == .normal)
    }

    @Test func clearingMutualKeepsSelected() {
        var flags = self.flags
        flags.set(.mutual, true)
        flags.set(.mutual, false)
        #expect(flags.state == .selected)
    }

    @Test func aStateWithoutABitAddsOnlyItsFlags() {
        let busy = CustomState(name: "busy", rule: .holds(.disabled), hidesTitle: true)
        var flags = ButtonFlags(catalog: [busy])
        flags.set(.custom("busy"), true)
        #expect(flags.state.rawValue == 0x2)
        #expect(flags.names == ["disabled", "busy"])
        #expect(flags.state.names(customStates: [busy]) == ["disabled"])
    }

    @Test func anyNumberOfStatesNeedsNoEngineChange() {
        let pinned = CustomState(name: "pinned", bit: 1 << 18, rule: .implies(.selected))
        let busy = CustomState(name: "busy", bit: 1 << 19, rule: .holds(.disabled))
        let plain = CustomState(name: "new", bit: 1 << 20)
        var flags = ButtonFlags(catalog: [Self.mutual, Self.loading, pinned, busy, plain])
        flags.set(.custom("pinned"), true)
        #expect(flags.state.rawValue == 0x0004_0004)
        flags.set(.selected, false)
        #expect(!flags.isOn(.custom("pinned")))
        flags.set(.custom("busy"), true)
        flags.set(.enabled, true)
        #expect(!flags.isEnabled)
        #expect(flags.names == ["disabled", "busy"])
        flags.set(.custom("busy"), false)
        #expect(flags.isEnabled)
        flags.set(.custom("new"), true)
        #expect(flags.state.rawValue == 0x0010_0000)
    }

    @Test func aStateOutsideTheCatalogIsIgnored() {
        var flags = self.flags
        flags.set(.custom("stranger"), true)
        #expect(flags.state == .normal)
    }
}
