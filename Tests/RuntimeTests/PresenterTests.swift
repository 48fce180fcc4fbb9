import ButtonKit
import ButtonKitTestSupport
import Foundation
import Rendering
import Runtime
import Simulator
import Testing
import Theming

/// Presenting a script over the program loop on the in-memory terminal and a virtual
/// clock: steps forward and back, captions, the key overlay, the end of the script, and
/// the timers a step leaves running.
@MainActor
@Suite("Presenter")
struct PresenterTests {
    @MainActor
    final class Harness {
        let terminal = InMemoryTerminal(columns: 100, rows: 30)
        let clock = ManualScheduler()
        let program: Program

        init(_ text: String) throws {
            let script = PresenterScript(try PlayScript(parsing: text))
            let simulator = BuiltInFixture.state()
            let start = AppState(
                screen: ScreenModel(
                    simulator: simulator, theme: Theme.builtInDefault, keys: KeyBindings.help(for: simulator.board)),
                size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"])
            let replay = PresenterReplay(script: script, start: start, catalog: ThemeCatalog.discover(in: nil))
            program = Program(
                state: replay.launchState, scheduler: clock, catalog: ThemeCatalog.discover(in: nil),
                stateStore: nil, backend: terminal)
            program.presenter = replay
            program.send(.started)
        }

        func press(_ keys: Key...) {
            for key in keys { terminal.send(.event(.key(key))) }
            program.send(terminal.readInput().map(\.action))
        }

        var text: String { terminal.screen.text }
        var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        /// The legend row: the presenter bar with its key overlay.
        var bar: String { lines[29] }
        /// The status row: the caption.
        var caption: String { lines[28] }
        var follow: Button? { program.state.simulator[ButtonID(rawValue: "follow")] }
    }

    static let talk = """
        say:"Meet the follow button"
        mark:"Mutual" m say:"Both follow each other"
        mark:"Disabled" e
        """

    @Test func theFirstScreenIsTheBoardBeforeAnyToken() throws {
        let harness = try Harness(Self.talk)
        #expect(harness.bar.contains("step 0/3"), "\(harness.bar)")
        #expect(harness.bar.contains("press Space to start"))
        #expect(harness.bar.contains("Space/→ next · ← back · q quit"))
        #expect(!harness.bar.contains("keys:"))
        #expect(!harness.text.contains("Meet the follow button"))
        #expect(harness.follow?.flags.names == [])
    }

    @Test func spaceAndRightStepForwardWithCaptionsAndTheKeyOverlay() throws {
        let harness = try Harness(Self.talk)
        harness.press(.space)
        #expect(harness.bar.contains("step 1/3"))
        #expect(harness.caption.contains("Meet the follow button"), "\(harness.caption)")
        #expect(!harness.bar.contains("keys:"), "the first step pressed nothing")
        harness.press(.right)
        #expect(harness.bar.contains("step 2/3 · Mutual"), "\(harness.bar)")
        #expect(harness.bar.hasSuffix(" keys: m"), "\(harness.bar)")
        #expect(harness.caption.contains("Both follow each other"))
        #expect(harness.text.contains("Mutual"))
        harness.press(.space)
        #expect(harness.bar.contains("step 3/3 · Disabled · end of the script"), "\(harness.bar)")
        #expect(harness.bar.hasSuffix(" keys: e"))
        // A caption stays until the script sets another.
        #expect(harness.caption.contains("Both follow each other"))
        #expect(Set(harness.follow?.flags.names ?? []) == ["selected", "mutual", "disabled"])
        #expect(harness.follow?.isEnabled == false)
    }

    @Test func pastTheEndNothingChanges() throws {
        let harness = try Harness(Self.talk)
        harness.press(.space, .space, .space)
        let before = harness.program.state
        let draws = harness.terminal.drawCount
        harness.press(.space)
        harness.press(.right)
        #expect(harness.program.state == before)
        #expect(harness.terminal.drawCount == draws, "nothing changed, nothing is drawn")
        #expect(harness.bar.contains("step 3/3"))
    }

    @Test func leftGoesBackAStepAsReplayedFromTheStart() throws {
        let harness = try Harness(Self.talk)
        harness.press(.space, .space, .space)
        harness.press(.left)
        #expect(harness.bar.contains("step 2/3 · Mutual"), "\(harness.bar)")
        #expect(harness.bar.hasSuffix(" keys: m"))
        #expect(Set(harness.follow?.flags.names ?? []) == ["selected", "mutual"])
        #expect(harness.follow?.isEnabled == true)
        harness.press(.left, .left)
        #expect(harness.bar.contains("step 0/3"))
        #expect(!harness.text.contains("Meet the follow button"))
        #expect(harness.follow?.flags.names == [])
        // Before the first step, back does nothing.
        let before = harness.program.state
        harness.press(.left)
        #expect(harness.program.state == before)
    }

    @Test func whatWasDoneLiveIsSetAsideByTheNextStep() throws {
        let harness = try Harness(Self.talk)
        harness.press(.space)
        // Every other key works as in run: e disables the target live.
        harness.press(.character("e"))
        #expect(harness.follow?.isEnabled == false)
        harness.press(.space)
        #expect(harness.follow?.isEnabled == true)
        #expect(Set(harness.follow?.flags.names ?? []) == ["selected", "mutual"])
    }

    @Test func timersAStepLeavesGoOnInRealTime() throws {
        // A tap holds its highlight 150 ms: the step ends inside it, the live clock ends it.
        let harness = try Harness(#"mark:"Tap" space"#)
        harness.press(.space)
        #expect(harness.bar.hasSuffix(" keys: Space"), "\(harness.bar)")
        #expect(harness.follow?.flags.names.contains("highlighted") == true)
        #expect(harness.clock.pendingIDs.isEmpty == false)
        harness.clock.advance(by: .milliseconds(200))
        #expect(harness.follow?.flags.names.contains("highlighted") == false)
        // Going back cancels the live timers of the step left.
        harness.press(.left)
        #expect(harness.program.state.simulator.pendingTimers == harness.clock.pendingIDs)
    }

    @Test func aFailedExpectationIsShownOnTheStatusLine() throws {
        let harness = try Harness(#"mark:"Check" say:"Hidden by the error" expect:follow.title=Nope"#)
        harness.press(.space)
        #expect(harness.caption.contains("error:"), "\(harness.caption)")
        #expect(harness.caption.contains("follow.title"))
        #expect(harness.bar.contains("step 1/1 · Check"))
    }

    @Test func theHelpOverlayListsThePresentersKeys() throws {
        let harness = try Harness(Self.talk)
        harness.press(.character("?"))
        #expect(harness.text.contains("next step: play the script up to its next mark"))
        // The simulator's lines leave out the keys presenting takes.
        let entries = harness.program.state.screen.keys.entries
        #expect(entries.contains(KeyHelp.Entry(keys: "Tab / Shift-Tab", does: "move the target along the board")))
        #expect(entries.contains { $0.keys == "Enter" && $0.does.hasPrefix("tap") })
        #expect(!entries.contains { $0.keys.contains("Space, Enter") || $0.keys.contains("← →") })
    }

    @Test func theDocumentedTalkPresentsEveryStepWithoutAFailedCheck() throws {
        let url = BuiltProduct.packageRoot.appendingPathComponent("docs/follow-talk.keys")
        let harness = try Harness(try String(contentsOf: url, encoding: .utf8))
        #expect(harness.bar.contains("step 0/5"))
        for step in 1...5 {
            harness.press(.space)
            #expect(harness.bar.contains("step \(step)/5"), "\(harness.bar)")
            #expect(!harness.caption.contains("error:"), "step \(step): \(harness.caption)")
        }
        #expect(harness.caption.contains("Disabled: a tap does nothing"))
        #expect(harness.bar.hasSuffix(" keys: e"))
        for step in (0...4).reversed() {
            harness.press(.left)
            #expect(harness.bar.contains("step \(step)/5"), "\(harness.bar)")
            #expect(!harness.caption.contains("error:"), "step \(step): \(harness.caption)")
        }
    }

    @Test func scriptsAreCutAtTheirMarks() throws {
        let opensWithMark = PresenterScript(try PlayScript(parsing: #"mark:"A" m mark:"B" s"#))
        #expect(opensWithMark.chapters.map(\.title) == ["A", "B"])
        let noMarks = PresenterScript(try PlayScript(parsing: "m s wait:1s"))
        #expect(noMarks.count == 1)
        #expect(noMarks.bar(at: 1).keys == ["m", "s"])
        let pointer = PresenterScript(try PlayScript(parsing: "click:5,3 event:succeed tab esc"))
        #expect(pointer.bar(at: 1).keys == ["click 5,3", "event succeed", "Tab", "Esc"])
        #expect(PresenterScript(try PlayScript(parsing: "")).count == 0)
    }
}
