import ButtonKit
import Definitions
import Foundation
import Simulator
import Testing

@Suite("The built-in board is compiled in as the loader makes it")
struct BuiltInBoardTests {
    /// The package's root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let hint =
        "Sources/Simulator/BuiltInBoard.swift is not Buttons/default.json as loaded: run scripts/embed-json.sh"

    /// `Buttons/default.json` as the generator loads it.
    func loadedFile() throws -> BoardLoader.Loaded {
        try BoardLoader.load(
            contentsOf: Self.packageRoot.appendingPathComponent("Buttons/default.json"),
            reservedKeys: KeyBindings.reservedCharacters
        ).get()
    }

    @Test func generatedFileIsUpToDate() throws {
        let generated = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Sources/Simulator/BuiltInBoard.swift"),
            encoding: .utf8)
        let expected = BoardSourceWriter.file(for: try loadedFile().board, from: "Buttons/default.json")
        #expect(generated == expected, "\(Self.hint)")
    }

    @Test func builtInValueIsTheLoadedFileInEveryField() throws {
        let loaded = try loadedFile().board
        let builtIn = BoardSource.builtInBoard
        // `==` compares every stored field of every type in a board.
        #expect(builtIn == loaded, "\(Self.hint)")
        #expect(builtIn.buttons.map(\.states) == loaded.buttons.map(\.states), "\(Self.hint)")
        #expect(builtIn.buttons.map(\.machine) == loaded.buttons.map(\.machine), "\(Self.hint)")
    }

    @Test func theBuiltInSourceLoadsTheCompiledBoard() throws {
        let loaded = try BoardSource.builtIn.load().get()
        #expect(loaded.board == BoardSource.builtInBoard)
        #expect(loaded.file == "Buttons/default.json")
    }

    @Test func theTextCopyLoadsToTheSameBoard() throws {
        let fromText = try BoardLoader.load(
            data: Data(BuiltInBoardJSON.json.utf8), fileName: "Buttons/default.json",
            reservedKeys: KeyBindings.reservedCharacters
        ).get()
        #expect(fromText.board == BoardSource.builtInBoard, "\(Self.hint)")
    }
}
