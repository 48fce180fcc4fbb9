import ButtonKit
import ButtonKitTestSupport
import Foundation
import Testing

/// The `container-disabled` environment (DESIGN section 19): under SwiftUI's rules a
/// `.disabled` container disables the button whatever its own state, and the button's own
/// flags come back when the container is enabled; UIKit's buttons have no such setting.
@Suite("Section 19: a disabled container")
struct ContainerDisabledTests {
    static let swiftUIBoard = BuiltInFixture.board.following(.swiftui)
    static let localization = Localization(locale: .en, development: .en)

    static func state(_ board: BoardDefinition) -> SimulatorState {
        SimulatorState(board: board, locale: .en, settings: SimulatorSettings(animates: false))
    }

    @Test func theContainerDisablesASwiftUIButtonAndGivesItsOwnStateBack() {
        var button = Button(Self.swiftUIBoard.button(.follow)!, localization: Self.localization)
        button.flags.set(.selected, true)
        SwiftUIRules.inherit(&button, containerDisabled: true)
        #expect(!button.isEnabled)
        #expect(button.state == [.selected, .disabled])
        #expect(button.flags.isEnabledRequested, "its own enabled is kept")
        // It shows what the same button disabled by its own code shows.
        var ownDisabled = Button(Self.swiftUIBoard.button(.follow)!, localization: Self.localization)
        ownDisabled.flags.set(.selected, true)
        ownDisabled.flags.set(.enabled, false)
        #expect(button.shownTitle == ownDisabled.shownTitle)
        #expect(button.titleLookup.source == ownDisabled.titleLookup.source)
        SwiftUIRules.inherit(&button, containerDisabled: false)
        #expect(button.isEnabled)
        #expect(button.state == .selected)
    }

    @Test func uiKitButtonsHaveNoContainerToInherit() {
        var button = Button(BuiltInFixture.board.button(.follow)!, localization: Self.localization)
        SwiftUIRules.inherit(&button, containerDisabled: true)
        #expect(button.isEnabled)
        #expect(!button.flags.isDisabledByContainer)
        var state = Self.state(BuiltInFixture.board)
        state.setContainerDisabled(true)
        _ = SimulatorReducer.reduce(&state, .touchBegan(.follow))
        #expect(state.buttons[0].flags.isOn(.highlighted), "a UIKit button in the same environment still presses")
    }

    @Test func aTouchIsIgnoredAndSaysWhy() {
        var state = Self.state(Self.swiftUIBoard)
        state.setContainerDisabled(true)
        let effects = SimulatorReducer.reduce(&state, .tapped(.follow))
        #expect(effects.isEmpty)
        #expect(state.events.isEmpty)
        #expect(state.notice == .disabledByContainer(.follow))
        #expect(state.buttons[0].machineState == "idle")
        #expect(!state.buttons[0].flags.isOn(.highlighted))
    }

    @Test func enablingTheButtonItselfDoesNotShowUntilTheContainerIsEnabled() {
        var state = Self.state(Self.swiftUIBoard)
        _ = SimulatorReducer.reduce(&state, .flagToggled(.follow, .enabled))
        state.setContainerDisabled(true)
        _ = SimulatorReducer.reduce(&state, .flagToggled(.follow, .enabled))
        #expect(state.notice == .disabledByContainer(.follow))
        #expect(!state.buttons[0].isEnabled)
        #expect(state.buttons[0].flags.isEnabledRequested)
        state.setContainerDisabled(false)
        #expect(state.buttons[0].isEnabled)
    }

    @Test func aResetButtonStaysInItsContainer() {
        var state = Self.state(Self.swiftUIBoard)
        state.setContainerDisabled(true)
        _ = SimulatorReducer.reduce(&state, .resetRequested(.follow))
        #expect(!state.buttons[0].isEnabled)
        #expect(state.buttons[0].flags.isDisabledByContainer)
    }

    @Test func inAContainerTheReachableStatesAreTheDisabledOnesOnce() {
        let definition = Self.swiftUIBoard.button(.follow)!
        let entries = ReachableStates.entries(for: definition, localization: Self.localization)
        let shown = ReachableStates.inContainer(entries, disabled: true)
        #expect(!shown.isEmpty)
        #expect(shown.count < entries.count)
        #expect(shown.allSatisfy { !$0.button.isEnabled && !$0.flags.isOn(.highlighted) })
        #expect(Set(shown.map(\.button)).count == shown.count)
        #expect(ReachableStates.inContainer(entries, disabled: false) == entries)
        let uiKit = ReachableStates.entries(
            for: BuiltInFixture.board.button(.follow)!, localization: Self.localization)
        #expect(ReachableStates.inContainer(uiKit, disabled: true) == uiKit)
    }

    @Test func theAxisIsSwiftUIsAlone() {
        #expect(!EnvironmentAxis.axes(for: .uikit).contains(.containerDisabled))
        #expect(EnvironmentAxis.axes(for: .swiftui).last == .containerDisabled)
        var environment = DisplayEnvironment.standard
        #expect(EnvironmentAxis.containerDisabled.set("on", in: &environment))
        #expect(environment.containerDisabled)
        #expect(!EnvironmentAxis.containerDisabled.set("yes", in: &environment))
        #expect(environment.summary == "container disabled")
        #expect(environment.settings(for: .uikit).count == 6)
        #expect(environment.settings(for: .swiftui).last == "container-disabled=on")
    }

    @Test func aSavedEnvironmentWithoutTheAxisStillLoadsAndOffIsNotWritten() throws {
        let old =
            #"{"appearance":"dark","boldText":false,"buttonShapes":false,"contentSize":"l","contrast":"normal","direction":"ltr"}"#
        let decoded = try JSONDecoder().decode(DisplayEnvironment.self, from: Data(old.utf8))
        #expect(decoded == DisplayEnvironment(appearance: .dark))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == old)
        let on = DisplayEnvironment(containerDisabled: true)
        let again = try JSONDecoder().decode(DisplayEnvironment.self, from: encoder.encode(on))
        #expect(again == on)
    }
}
