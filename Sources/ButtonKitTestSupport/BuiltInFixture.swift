import ButtonKit
import Definitions
import Foundation

/// The built-in board and its buttons, for tests: the very file the program compiles in.
public enum BuiltInFixture {
    /// `Buttons/default.json` as loaded by the program.
    public static let board: BoardDefinition = {
        switch BoardLoader.load(
            data: Data(BuiltInBoardJSON.json.utf8), fileName: "Buttons/default.json", reservedKeys: [])
        {
        case .success(let loaded): return loaded.board
        case .failure(let error): fatalError("the built-in board does not load: \(error.problems.map(\.line))")
        }
    }()

    /// A fresh simulator on the built-in board.
    /// - Parameters:
    ///   - locale: The locale shown.
    ///   - settings: Timings and switches.
    public static func state(locale: LocaleTag = .en, settings: SimulatorSettings = SimulatorSettings())
        -> SimulatorState
    {
        SimulatorState(board: board, locale: locale, settings: settings)
    }

    /// A built-in button in its first state.
    /// - Parameters:
    ///   - id: The button's id.
    ///   - locale: The locale shown.
    public static func button(_ id: ButtonID, locale: LocaleTag = .en) -> Button {
        guard let definition = board.button(id) else { fatalError("no built-in button \(id)") }
        return Button(definition, localization: Localization(locale: locale, development: board.developmentLocale))
    }

    /// A board loaded from JSON text, failing the caller's test with its problems.
    /// - Parameters:
    ///   - json: The button file's text.
    ///   - reservedKeys: Keys custom states may not use.
    public static func board(json: String, reservedKeys: Set<Character> = []) -> Result<
        BoardLoader.Loaded, BoardLoadError
    > {
        BoardLoader.load(data: Data(json.utf8), fileName: "test.json", reservedKeys: reservedKeys)
    }
}

extension ButtonID {
    /// The built-in follow button.
    public static let follow: ButtonID = "follow"
    /// The built-in App Store style modal button.
    public static let modal: ButtonID = "modal"
    /// The built-in primary design-system button.
    public static let primary: ButtonID = "primary"
}

extension ButtonFlag {
    /// The built-in board's `mutual` state.
    public static let mutual = ButtonFlag.custom("mutual")
    /// The built-in board's `loading` state.
    public static let loading = ButtonFlag.custom("loading")
}
