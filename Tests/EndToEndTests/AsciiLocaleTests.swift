import Foundation
import Testing

/// Under a locale that cannot show Unicode (`LANG=C`) box drawing falls back to ASCII: the
/// probe saw every outline, block and spinner glyph as `?`.
@Suite("An ASCII locale", .serialized)
struct AsciiLocaleTests {
    @Test func outlinesAndTheSpinnerAreASCII() throws {
        let tmux = try TmuxSession(arguments: ["--fresh", "--step-delay", "5"], environment: ["LANG": "C"])
        let screen = try tmux.waitFor("q quit")
        #expect(screen.contains("+------------+"), "\(screen)")
        #expect(screen.contains("|   Cancel   |"))
        #expect(screen.contains("-- Inspector: follow ---"))
        #expect(!screen.contains("???"), "\(screen)")
        try tmux.send("Space")
        try tmux.waitFor("the spinner") { $0.contains("|   -   |") || $0.contains("|   \\   |") }
        try tmux.send("q")
        try tmux.waitFor("EXITED:0")
    }
}
