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
        let first = try tmux.waitFor("Keys 1/2")
        #expect(first.contains("(? next page, Esc closes)"))
        #expect(first.contains("move the target to the nearest button in the row"))
        try tmux.send("?")
        let second = try tmux.waitFor("Keys 2/2")
        #expect(second.contains("Ctrl-L") && second.contains("repaint the whole screen"))
        #expect(second.contains("mouse") && second.contains("release in"))
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
        let start = try tmux.waitFor("q quit")
        #expect(!start.contains("too small"))
        #expect(start.contains("more buttons below") && !start.contains("above"))
        #expect(start.contains("events"))
        try tmux.send("BTab")
        let end = try tmux.waitFor("target: b63")
        #expect(end.contains("Button 63") && end.contains("more buttons above"))
        #expect(!end.contains("below"))
        try tmux.send("Up")
        let up = try tmux.waitFor("a row up") { !$0.contains("target: b63") && $0.contains("target: b6") }
        #expect(up.contains("▶"))
    }
}
