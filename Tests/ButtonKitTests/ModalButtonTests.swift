import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: the modal Download / Install / Complete button, from Buttons/default.json")
struct ModalButtonTests {
    func walk(locale: LocaleTag) -> [String] {
        var store = TestStore(state: BuiltInFixture.state(locale: locale), exhaustivity: .off)
        var titles = [store.state[.modal]?.shownTitle ?? "?"]
        store.tap(.modal)
        titles.append(store.state[.modal]?.shownTitle ?? "?")
        store.advance(by: .seconds(1))
        titles.append(store.state[.modal]?.shownTitle ?? "?")
        store.tap(.modal)
        titles.append(store.state[.modal]?.shownTitle ?? "?")
        store.advance(by: .seconds(1))
        titles.append(store.state[.modal]?.shownTitle ?? "?")
        return titles
    }

    @Test func walksThroughAllFiveTitlesInEnglish() {
        #expect(walk(locale: .en) == ["Download", "Downloading...", "Install", "Installing...", "Complete!"])
    }

    @Test func walksThroughAllFiveTitlesInChinese() {
        #expect(walk(locale: .zh) == ["下载", "下载中...", "安装", "安装中...", "完成!"])
    }

    @Test func aTapEntersDownloadingDisabledWithASpinner() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        store.send(.tapped(.modal)) {
            $0.touchInProgress = .modal
            $0.touchIsInside = true
            $0.buttons[1].flags.set(.highlighted, true)
            $0.events = [ControlEventRecord(button: .modal, event: .touchDown, state: .highlighted)]
            $0.pendingTimers = [.tapRelease(.modal)]
        }
        store.advance(by: .milliseconds(150))
        store.receive(.timerFired(.tapRelease(.modal))) {
            $0.touchInProgress = nil
            $0.touchIsInside = false
            $0.events += [
                ControlEventRecord(button: .modal, event: .touchUpInside, state: .highlighted),
                ControlEventRecord(button: .modal, event: .primaryActionTriggered, state: .highlighted),
            ]
            $0.buttons[1].machineState = "downloading"
            $0.buttons[1].titleSetBy = "downloading"
            $0.buttons[1].titles.set("Downloading...", for: .normal)
            $0.buttons[1].flags.set(.enabled, false)
            $0.buttons[1].flags.set(.highlighted, false)
            $0.pendingTimers = [.after(.modal, 0), .repeatWindow(.modal)]
        }
        #expect(store.state[.modal]?.showsSpinner == true)
        store.advance(by: .seconds(1))
        store.receive(.timerFired(.repeatWindow(.modal))) { $0.pendingTimers = [.after(.modal, 0)] }
        store.receive(.timerFired(.after(.modal, 0))) {
            $0.buttons[1].machineState = "install"
            $0.buttons[1].titleSetBy = "install"
            $0.buttons[1].titles.set("Install", for: .normal)
            $0.buttons[1].flags.set(.enabled, true)
            $0.pendingTimers = []
        }
        #expect(store.state[.modal]?.icon == "♥")
        store.finish()
    }

    @Test func completeIsDisabledForGoodWithItsOwnImage() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.tap(.modal)
        store.advance(by: .seconds(1))
        store.tap(.modal)
        store.advance(by: .seconds(1))
        #expect(store.state[.modal]?.machineState == "complete")
        #expect(store.state[.modal]?.isEnabled == false)
        #expect(store.state[.modal]?.icon == "♣")
        #expect(store.pendingIDs.isEmpty)
        store.tap(.modal)
        #expect(store.state[.modal]?.machineState == "complete")
        #expect(store.state.notice == .touchIgnored(.modal))
    }

    /// The article's `handleTap`: a tap on a pending step that code re-enabled restarts it.
    @Test func aTapOnAPendingStepThatCodeReEnabledRestartsTheStep() {
        var store = TestStore(
            state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)), exhaustivity: .off)
        store.tap(.modal)
        store.advance(by: .milliseconds(600))
        store.send(.flagToggled(.modal, .enabled))
        let effects = store.send(.tapped(.modal)) + store.advance(by: .milliseconds(150))
        #expect(effects.contains(.cancel(.after(.modal, 0))))
        #expect(effects.contains(.schedule(.after(.modal, 0), after: .seconds(1))))
        #expect(store.state[.modal]?.isEnabled == false)
        // The restarted step ends a full step delay after the second tap, not the first.
        store.advance(by: .milliseconds(999))
        #expect(store.state[.modal]?.machineState == "downloading")
        store.advance(by: .milliseconds(1))
        #expect(store.state[.modal]?.machineState == "install")
        #expect(store.violations.isEmpty)
    }

    @Test func resetReturnsToDownloadAndCancelsTheStep() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.tap(.modal)
        let effects = store.send(.resetRequested(.modal))
        #expect(effects.contains(.cancel(.after(.modal, 0))))
        #expect(effects.contains(.cancel(.spinner)))
        #expect(store.state[.modal]?.machineState == "download")
        #expect(store.state[.modal]?.shownTitle == "Download")
        #expect(store.state[.modal]?.isEnabled == true)
        #expect(store.pendingIDs.isEmpty)
    }
}
