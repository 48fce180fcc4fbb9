import Foundation
import Testing

/// A script that names an event no button declares, or a state a button does not have, is
/// refused before it runs (it used to exit 0 having done nothing, or fail at run time with
/// "found normal"), listing what the board declares.
@Suite("play: scripts checked against the board")
struct ScriptBoardCheckTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test(arguments: [
        (
            "space event:succes", "Buttons/examples/subscribe.json",
            "play: token 2 'event:succes': no button declares the event 'succes'; events: succeed, fail"
        ),
        (
            "expect:subscribe.state=loading", "Buttons/examples/subscribe.json",
            "play: token 1 'expect:subscribe.state=loading': subscribe has no state 'loading'; states: normal, highlighted, disabled, selected, focused, pending"
        ),
        (
            "event:ok", "Buttons/default.json",
            "play: token 1 'event:ok': no button declares the event 'ok'; no button on the board declares an event"
        ),
    ])
    func aTokenNamingWhatTheBoardLacksIsRefusedBeforeItRuns(keys: String, board: String, message: String) throws {
        let result = try cli.run(["play", "--buttons", board, "--keys", keys])
        #expect(result.status == 64)
        #expect(result.stderr == "button-sim: \(message)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func declaredEventsAndStatesStillPlay() throws {
        let result = try cli.run([
            "play", "--buttons", "Buttons/examples/subscribe.json", "--keys",
            "event:fail expect:subscribe.state=normal expect:subscribe.mode=idle",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
