import ButtonKit
import ButtonKitTestSupport
import Foundation
import Headless
import Testing

/// ``RenderJob`` and ``GalleryJob`` in process: the same bytes the command prints.
@Suite("render and gallery jobs")
struct RenderJobTests {
    /// The built-in board in the default theme, standard environment, terminal look.
    func request() throws -> PictureRequest {
        let input = try HeadlessInput.load(buttons: nil, themeFolders: [])
        return PictureRequest(screens: input.screens(monochrome: false), grid: .standard, look: .terminal, scale: 2)
    }

    @Test("render --button follow --state mutual is the command's snapshot")
    func renderMatchesCommand() throws {
        let request = try request()
        let button = try RenderJob.button("follow", state: "mutual", mode: nil, size: nil, in: request.screens[0])
        guard case .frame(let frame) = RenderJob.picture(button, request) else {
            Issue.record("not a frame")
            return
        }
        let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../CLITests/Snapshots/render-follow-mutual.txt").standardized
        #expect(Snapshot.verify(frame.text + "\n", at: snapshot) == nil)
    }

    @Test("a state implied by another is set by the button's rules")
    func impliedState() throws {
        let button = try RenderJob.button("follow", state: "mutual", mode: nil, size: nil, in: try request().screens[0])
        #expect(button.flags.isOn(.selected))
    }

    @Test("unknown buttons, states and machine states are bad arguments naming the valid ones")
    func refusals() throws {
        let screen = try request().screens[0]
        #expect(throws: HeadlessFailure.self) {
            try RenderJob.button("nope", state: "", mode: nil, size: nil, in: screen)
        }
        do {
            _ = try RenderJob.button("follow", state: "shiny", mode: nil, size: nil, in: screen)
            Issue.record("rendered")
        } catch {
            #expect(error.exitCode == 64)
            #expect(error.messages[0].hasPrefix("render: unknown state 'shiny'; valid: highlighted, disabled"))
        }
        #expect(throws: HeadlessFailure.invalidArgument("gallery: primary has no machine, so --mode does not apply")) {
            try GalleryJob.buttons(ButtonSelection(ids: ["primary"], mode: "idle"), in: screen)
        }
    }

    @Test("the gallery shows every button, or those asked for")
    func galleryButtons() throws {
        let screen = try request().screens[0]
        #expect(try GalleryJob.buttons(ButtonSelection(), in: screen).count == screen.simulator.buttons.count)
        #expect(
            try GalleryJob.buttons(ButtonSelection(ids: ["follow"], mode: "requesting"), in: screen).map(\.id.rawValue)
                == ["follow"])
    }
}
