import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: the modal Download / Install / Complete button, from Buttons/default.json")
struct ModalButtonTests {
    func walk(locale: LocaleTag) -> [String] {
        var store = TestStore(state: BuiltInFixture.state(locale: locale))
        // The titles each step sets: the walk below reads what the button shows.
        let texts = Dictionary(
            uniqueKeysWithValues: ["downloading", "install", "installing", "complete"].map { name in
                (
                    name,
                    BuiltInFixture.board.button(.modal)?.machine?.state(named: name)?.title.map(
                        store.state.localization.text) ?? ""
                )
            })
        var titles = [store.state[.modal]?.shownTitle ?? "?"]
        for (pending, next) in [("downloading", "install"), ("installing", "complete")] {
            store.tap(.modal) {
                $0.modalEnters(pending, texts[pending] ?? "", enabled: false)
                $0.pendingTimers.insert(.spinner)
            }
            titles.append(store.state[.modal]?.shownTitle ?? "?")
            store.runTimers(for: .seconds(1)) { id, state in
                guard id == .after(.modal, 0) else { Issue.record("unexpected timer \(id)"); return }
                state.modalEnters(
                    next, texts[next] ?? "", enabled: next != "complete", image: next == "complete" ? "♣" : nil)
                state.pendingTimers.remove(.spinner)
            }
            titles.append(store.state[.modal]?.shownTitle ?? "?")
        }
        store.finish()
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
        var store = TestStore(state: BuiltInFixture.state())
        for (pending, title, next, nextTitle) in [
            ("downloading", "Downloading...", "install", "Install"),
            ("installing", "Installing...", "complete", "Complete!"),
        ] {
            store.tap(.modal) {
                $0.modalEnters(pending, title, enabled: false)
                $0.pendingTimers.insert(.spinner)
            }
            store.runTimers(for: .seconds(1)) { id, state in
                guard id == .after(.modal, 0) else { Issue.record("unexpected timer \(id)"); return }
                state.modalEnters(next, nextTitle, enabled: next != "complete", image: next == "complete" ? "♣" : nil)
                state.pendingTimers.remove(.spinner)
            }
        }
        #expect(store.state[.modal]?.machineState == "complete")
        #expect(store.state[.modal]?.isEnabled == false)
        #expect(store.state[.modal]?.icon == "♣")
        #expect(store.pendingIDs.isEmpty)
        store.send(.tapped(.modal)) { $0.notice = .touchIgnored(.modal) }
        #expect(store.state[.modal]?.machineState == "complete")
        #expect(store.state.notice == .touchIgnored(.modal))
        store.finish()
    }

    /// The article's `handleTap`: a tap on a pending step that code re-enabled restarts it.
    @Test func aTapOnAPendingStepThatCodeReEnabledRestartsTheStep() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        store.tap(.modal) { $0.modalEnters("downloading", "Downloading...", enabled: false) }
        store.runTimers(for: .milliseconds(600))
        store.send(.flagToggled(.modal, .enabled)) { $0.buttons[1].flags.set(.enabled, true) }
        let effects =
            store.send(.tapped(.modal)) { $0.touchDown(at: 1) }
            + (store.fireNextTimer(dueBy: store.now + .milliseconds(150)) ?? [])
        store.receive(.timerFired(.tapRelease(.modal))) {
            $0.liftFinger(at: 1) { $0.modalEnters("downloading", "Downloading...", enabled: false) }
        }
        #expect(effects.contains(.cancel(.after(.modal, 0))))
        #expect(effects.contains(.schedule(.after(.modal, 0), after: .seconds(1))))
        #expect(store.state[.modal]?.isEnabled == false)
        // The restarted step ends a full step delay after the second tap, not the first.
        store.runTimers(for: .milliseconds(999))
        #expect(store.state[.modal]?.machineState == "downloading")
        store.runTimers(for: .milliseconds(1)) { id, state in
            guard id == .after(.modal, 0) else { Issue.record("unexpected timer \(id)"); return }
            state.modalEnters("install", "Install", enabled: true)
        }
        #expect(store.state[.modal]?.machineState == "install")
        #expect(store.violations.isEmpty)
        store.finish()
    }

    @Test func resetReturnsToDownloadAndCancelsTheStep() {
        var store = TestStore(state: BuiltInFixture.state())
        store.tap(.modal) {
            $0.modalEnters("downloading", "Downloading...", enabled: false)
            $0.pendingTimers.insert(.spinner)
        }
        let effects = store.send(.resetRequested(.modal)) {
            // Back to the file's first state, every timer of its own and the spinner cancelled.
            $0.buttons[1] = BuiltInFixture.button(.modal)
            $0.pendingTimers = []
        }
        #expect(effects.contains(.cancel(.after(.modal, 0))))
        #expect(effects.contains(.cancel(.spinner)))
        #expect(store.state[.modal]?.machineState == "download")
        #expect(store.state[.modal]?.shownTitle == "Download")
        #expect(store.state[.modal]?.isEnabled == true)
        #expect(store.pendingIDs.isEmpty)
        store.finish()
    }
}
