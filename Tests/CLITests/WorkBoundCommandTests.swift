import Foundation
import Testing

/// A 20 KB board of 64 buttons with 8 keyed custom states reaches 262,144 states: its
/// gallery took 2.5 GB, its sheet wrote 535 MB, and its audit and diff ran past 600 s.
/// Each is bounded and refused before the work with one line naming the bound; one button
/// of it still draws every state, and the whole board its review states.
@Suite("work on a board too large to review is refused")
struct WorkBoundCommandTests {
    let cli: ButtonSimCLI
    let board: URL

    init() throws {
        cli = try ButtonSimCLI()
        let keys = Array("uvwxzmno")
        let buttons = (0..<64).map { number in
            let states = keys.indices.map { "\"c\($0)\": {\"bit\": \(16 + $0), \"key\": \"\(keys[$0])\"}" }
            return
                "{\"id\": \"b\(number)\", \"titles\": {\"normal\": \"Button \(number)\"}, \"states\": {\(states.joined(separator: ", "))}}"
        }
        board = cli.home.appendingPathComponent("big.json")
        try Data("{\"locales\": [\"en\"], \"buttons\": [\(buttons.joined(separator: ", "))]}".utf8).write(to: board)
    }

    @Test func theGalleryOfTheWholeBoardIsRefusedAndOneButtonsIsDrawn() throws {
        let refused = try cli.run(["gallery", "--all", "--buttons", board.path])
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "button-sim: gallery: these buttons reach more than 10000 states, more than a gallery draws; choose fewer with --button, or leave out --all and --states for the review states\n"
        )
        #expect(refused.stdout.isEmpty)
        // The terminal look picks --states among every reachable state, so it is bounded
        // alike; the device look makes --states cells from the machine states and draws them.
        for narrowed in [["--states", "normal"], ["--all", "--states", "normal,highlighted"]] {
            let result = try cli.run(["gallery", "--buttons", board.path] + narrowed)
            #expect(result.status == 64)
            #expect(result.stderr == refused.stderr)
        }
        let device = try cli.run(["gallery", "--buttons", board.path, "--states", "normal", "--look", "device"])
        #expect(device.status == 0, "\(device.stderr)")
        let one = try cli.run(["gallery", "--all", "--buttons", board.path, "--button", "b7", "--format", "text"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains("S|D|H|F|C7 0x"))
        // The review states of the whole board are few enough to draw: each button's first
        // state and each custom state, with highlighted and disabled beside them.
        let review = try cli.run(["gallery", "--buttons", board.path, "--format", "text"])
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.components(separatedBy: ", the flow × the review set").count - 1 == 64)
        #expect(review.stdout.components(separatedBy: "D|C7 0x800002").count - 1 == 64)
        #expect(!review.stdout.contains("S|D|H|F"))
    }

    /// Its review states are few enough for cards (the cards are the states shown), but the
    /// audit the sheet carries covers every reachable state: refused for that. With `--all`
    /// the cards are every reachable state, refused before the audit.
    @Test func theSheetOfTheWholeBoardIsRefused() throws {
        let output = cli.home.appendingPathComponent("review.html")
        let refused = try cli.run(["sheet", "--buttons", board.path, "--output", output.path])
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "button-sim: sheet: this board's states in 1 theme(s) make more than 2000000 audit checks, more than a sheet's audit makes in its time; review a smaller board, or fewer themes at a time\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // Every reachable state as cards is refused for the cards, before the audit.
        let all = try cli.run(["sheet", "--all", "--buttons", board.path, "--output", output.path])
        #expect(all.status == 64)
        #expect(
            all.stderr
                == "button-sim: sheet: this board's states in 1 theme(s) and 1 locale(s) make more than 5000 cards, more than a sheet holds; review a smaller board, or fewer themes and locales at a time\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func theAuditAndTheDiffOfTheWholeBoardAreRefused() throws {
        let audit = try cli.run(["audit", "--buttons", board.path])
        #expect(audit.status == 64)
        #expect(
            audit.stderr
                == "button-sim: audit: this board's states in 96 environments make more than 2000000 checks, more than an audit makes in its time; narrow the environments (--content-size, --appearance, --contrast, --direction) or audit a smaller board\n"
        )
        let diff = try cli.run(["diff", board.path, board.path])
        #expect(diff.status == 64)
        #expect(
            diff.stderr
                == "button-sim: diff: '\(board.path)' reaches more than 50000 states, more than a diff compares; compare a smaller board\n"
        )
    }
}
