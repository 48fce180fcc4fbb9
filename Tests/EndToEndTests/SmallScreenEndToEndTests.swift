import Foundation
import Testing

/// The real binary at the documented minimum, 80 x 24, in tmux: the help overlay's pages
/// and a board of 64 buttons that scrolls with the target.
@Suite("80 x 24 end to end in tmux", .serialized)
struct SmallScreenEndToEndTests {
    @Test func theHelpTurnsItsPagesAndShowsTheLastKeys() throws {
        let tmux = try TmuxSession(arguments: ["--fresh"], columns: 80, rows: 24)
        try tmux.waitFor("q quit")
        try tmux.send("?")
        // A capture can fall between two writes: wait for the whole page, to its last line.
        try tmux.waitFor("the first page") {
            $0.contains("Keys 1/2 (? next page, Esc closes)")
                && $0.contains("move the target to the nearest button in the row") && $0.contains("again: next page)")
        }
        try tmux.send("?")
        try tmux.waitFor("the second page, with Ctrl-L and the mouse") {
            $0.contains("Keys 2/2 (? or Esc closes)") && $0.contains("Ctrl-L                repaint the whole screen")
                && $0.contains("mouse                 a finger") && $0.contains("the area acts")
        }
        try tmux.send("?")
        try tmux.waitFor("the help closed") { !$0.contains("Keys ") && $0.contains("Inspector") }
    }

    @Test func sixtyFourButtonsScrollWithTheTarget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-board-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appendingPathComponent("many.json")
        let buttons = (0..<64).map { "{\"id\": \"b\($0)\", \"titles\": {\"normal\": \"Button \($0)\"}}" }
        try Data("{\"buttons\": [\(buttons.joined(separator: ", "))]}".utf8).write(to: board)

        let tmux = try TmuxSession(arguments: ["--fresh", "--buttons", board.path], columns: 80, rows: 24)
        let start = try tmux.waitFor("the board and the inspector") {
            $0.contains("q quit") && $0.contains("more buttons below") && $0.contains("events")
        }
        #expect(!start.contains("too small"))
        #expect(!start.contains("above"))
        try tmux.send("BTab")
        let end = try tmux.waitFor("the last button") {
            $0.contains("target: b63") && $0.contains("Button 63") && $0.contains("more buttons above")
                && $0.contains("Inspector: b63")
        }
        #expect(!end.contains("below"))
        try tmux.send("Up")
        let up = try tmux.waitFor("a row up") { !$0.contains("target: b63") && $0.contains("target: b6") }
        #expect(up.contains("▶"))
    }
}
