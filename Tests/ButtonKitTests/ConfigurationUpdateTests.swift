import ButtonKit
import ButtonKitTestSupport
import Testing

/// uikit-semantics.md rules 12 and 13: the handler's patches after the automatic update,
/// in file order; the activity indicator replaces the image, keeps the title and does not
/// disable the button.
@Suite("UIButton.Configuration: update order and the activity indicator")
struct ConfigurationUpdateTests {
    let en = Localization(locale: .en, development: .en)

    static let loading = CustomState(name: "loading", bit: 1 << 16, rule: .holds(.disabled))

    func button(
        _ updates: [StateValue<ConfigurationPatch>], image: String? = "↓",
        states: [CustomState] = [loading]
    ) -> Button {
        var base = ConfigurationPatch()
        base.style = .filled
        base.title = .plain("Save")
        base.image = image
        let definition = ButtonDefinition(
            id: "save", states: states,
            configuration: ButtonConfiguration(base: base, updates: updates))
        return Button(definition, localization: en)
    }

    func patch(_ edit: (inout ConfigurationPatch) -> Void) -> ConfigurationPatch {
        var patch = ConfigurationPatch()
        edit(&patch)
        return patch
    }

    @Test func aLaterPatchOverridesAnEarlierOneAndOnlyContainedStatesApply() {
        var save = button([
            StateValue(key: "highlighted", state: .highlighted, value: patch { $0.title = .plain("Pressed") }),
            StateValue(
                key: "selected|highlighted", state: [.selected, .highlighted],
                value: patch { $0.title = .plain("Both") }),
            StateValue(key: "selected", state: .selected, value: patch { $0.title = .plain("Chosen") }),
        ])
        #expect(save.shownTitle == "Save")
        save.flags.set(.highlighted, true)
        #expect(save.shownTitle == "Pressed")
        #expect(save.configuration?.appliedUpdates == ["highlighted"])
        save.flags.set(.selected, true)
        // All three are contained in selected|highlighted: the last in file order wins.
        #expect(save.shownTitle == "Chosen")
        #expect(save.configuration?.appliedUpdates == ["highlighted", "selected|highlighted", "selected"])
        #expect(save.configuration?.setBy["title"] == "selected")
        save.flags.set(.highlighted, false)
        #expect(save.shownTitle == "Chosen")
    }

    @Test func normalIsContainedInEveryState() {
        var save = button([StateValue(key: "normal", state: .normal, value: patch { $0.subtitle = .plain("always") })])
        #expect(save.shownSubtitle == "always")
        save.flags.set(.selected, true)
        #expect(save.shownSubtitle == "always")
    }

    @Test func aPatchLastsOnlyWhileItsStateDoes() {
        var save = button([
            StateValue(key: "selected", state: .selected, value: patch { $0.showsActivityIndicator = true })
        ])
        save.flags.set(.selected, true)
        #expect(save.showsSpinner)
        save.flags.set(.selected, false)
        #expect(!save.showsSpinner)
        #expect(save.icon == "↓")
    }

    @Test func theIndicatorReplacesTheImageAndKeepsTheTitle() {
        var save = button([
            StateValue(
                key: "loading", state: Self.loading.state,
                value: patch { $0.showsActivityIndicator = true })
        ])
        #expect(save.icon == "↓")
        #expect(!save.showsSpinner)
        save.flags.set(.custom("loading"), true)
        #expect(save.showsSpinner)
        #expect(save.icon == nil)
        #expect(save.shownTitle == "Save")
        // Disabled here because the app's loading state holds .disabled, not because of the indicator.
        #expect(!save.isEnabled)
    }

    @Test func theIndicatorDoesNotDisableTheButtonByItself() {
        var base = ConfigurationPatch()
        base.title = .plain("Sync")
        base.showsActivityIndicator = true
        let sync = Button(
            ButtonDefinition(id: "sync", configuration: ButtonConfiguration(base: base)), localization: en)
        #expect(sync.showsSpinner)
        #expect(sync.isEnabled)
        #expect(sync.state == .normal)
        #expect(sync.shownTitle == "Sync")
        #expect(VoiceOver.reading(for: sync, localization: en) == "Sync, button")
    }

    @Test func theIndicatorTakesTheImagesPlacement() {
        var base = ConfigurationPatch()
        base.title = .plain("Next")
        base.image = "→"
        base.imagePlacement = .trailing
        base.showsActivityIndicator = true
        let next = Button(
            ButtonDefinition(id: "next", configuration: ButtonConfiguration(base: base)), localization: en)
        #expect(next.imageTrails)
        #expect(next.icon == nil)
    }

    @Test func aMachineStatesTitleSetsTheConfigurationTitle() throws {
        let json = """
            {"buttons": [{"id": "get", "configuration": {"style": "tinted", "title": "Get",
              "updates": {"highlighted": {"subtitle": "pressed"}}},
              "machine": {"initial": "idle", "states": {
                "idle": {"on": {"tap": "busy"}},
                "busy": {"title": "Getting", "after": {"step": "idle"}}}}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        var store = TestStore(state: SimulatorState(board: board))
        #expect(store.state["get"]?.shownTitle == "Get")
        store.tap("get") {
            $0.buttons[0].machineState = "busy"
            $0.buttons[0].titles.set("Getting", for: .normal)
            $0.buttons[0].titleSetBy = "busy"
            $0.pendingTimers.insert(.after("get", 0))
        }
        #expect(store.state["get"]?.shownTitle == "Getting")
        #expect(store.state["get"]?.titles.stored(for: .normal) == "Getting")
        store.runTimers(for: .seconds(1)) { id, state in
            guard id == .after("get", 0) else { Issue.record("unexpected timer \(id)"); return }
            state.buttons[0].machineState = "idle"
            state.pendingTimers.remove(.after("get", 0))
        }
        store.finish()
    }

    @Test func anUpdatesButtonSizeLastsWhileItsStateDoes() {
        var save = button([StateValue(key: "highlighted", state: .highlighted, value: patch { $0.buttonSize = .mini })])
        #expect(save.drawnSize == .medium)
        save.flags.set(.highlighted, true)
        #expect(save.drawnSize == .small)
        save.flags.set(.highlighted, false)
        save.size = .small  // render --size small
        #expect(save.drawnSize == .small)
    }

    @Test func aliasesNameTheirStyles() {
        #expect(ConfigurationStyle(fileName: "borderless") == .plain)
        #expect(ConfigurationStyle(fileName: "bordered") == .gray)
        #expect(ConfigurationStyle(fileName: "borderedTinted") == .tinted)
        #expect(ConfigurationStyle(fileName: "borderedProminent") == .filled)
        #expect(ConfigurationStyle(fileName: "glass") == nil)
    }
}
