import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Rule 1: state is a 32-bit mask with UIKit's raw values")
struct ControlStateTests {
    @Test func rawValuesMatchUIKit() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.focused.rawValue == 8)
        #expect(ControlState.application.rawValue == 0x00FF_0000)
        #expect(ControlState.reserved.rawValue == 0xFF00_0000)
        #expect(ControlState([.selected, .highlighted]).rawValue == 5)
    }

    @Test func normalIsTheEmptySetSoContainsNormalIsAlwaysTrue() {
        #expect(ControlState.normal.isEmpty)
        #expect(ControlState.selected.contains(.normal))
        #expect(!ControlState.selected.isEmpty)
    }

    @Test func customStatesLiveInTheApplicationRange() {
        for custom in BuiltInFixture.board.buttons.flatMap(\.states) where !custom.bit.isEmpty {
            #expect(ControlState.application.contains(custom.bit))
            #expect(custom.bit.isDisjoint(with: .reserved))
        }
    }

    @Test func printsHexAndGroupedBinary() {
        let mutualSelected = ControlState(rawValue: 0x0001_0004)
        #expect(mutualSelected.hex == "0x00010004")
        #expect(mutualSelected.shortHex == "0x10004")
        #expect(mutualSelected.groupedBinary == "00000000 00000001 000000000000 0100")
        #expect(ControlState([.highlighted, .disabled]).systemNames == ["highlighted", "disabled"])
        #expect(ControlState.normal.systemNames == ["normal"])
    }
}
