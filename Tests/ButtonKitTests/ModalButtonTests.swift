import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: the modal Download / Install / Complete button")
struct ModalButtonTests {
    func walk(locale: DisplayLocale) -> [String] {
        var store = TestStore(state: SimulatorState(locale: locale))
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

    @Test func stepsAreDisabledWithASpinnerAndCompleteIsDisabledForGood() {
        var store = TestStore()
        store.tap(.modal)
        #expect(store.state[.modal]?.modalMode == .downloading)
        #expect(store.state[.modal]?.isEnabled == false)
        #expect(store.state[.modal]?.showsSpinner == true)
        store.advance(by: .seconds(1))
        #expect(store.state[.modal]?.modalMode == .install)
        #expect(store.state[.modal]?.isEnabled == true)
        #expect(store.state[.modal]?.icon == "♥")
        store.tap(.modal)
        store.advance(by: .seconds(1))
        #expect(store.state[.modal]?.modalMode == .complete)
        #expect(store.state[.modal]?.isEnabled == false)
        #expect(store.state[.modal]?.icon == "♣")
        #expect(store.pendingIDs.isEmpty)
        store.tap(.modal)
        #expect(store.state[.modal]?.modalMode == .complete)
    }

    @Test func tapsWhileAStepIsPendingChangeNothing() {
        var store = TestStore()
        store.tap(.modal)
        let before = store.state
        store.tap(.modal)
        #expect(store.state.buttons == before.buttons)
        #expect(store.state.events == before.events)
        // Even if code enables it mid-step, the pending step is not started twice.
        store.send(.enabledToggled(.modal))
        store.tap(.modal)
        #expect(store.state[.modal]?.modalMode == .downloading)
        #expect(store.violations.isEmpty)
    }

    @Test func resetReturnsToDownloadAndCancelsTheStep() {
        var store = TestStore()
        store.tap(.modal)
        let effects = store.send(.resetRequested(.modal))
        #expect(effects.contains(.cancel(.step(.modal))))
        #expect(effects.contains(.cancel(.spinner)))
        #expect(store.state[.modal]?.modalMode == .download)
        #expect(store.state[.modal]?.shownTitle == "Download")
        #expect(store.pendingIDs.isEmpty)
    }
}
