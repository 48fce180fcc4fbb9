import ButtonKit
import Definitions
import Platform
import Theming

/// Where the board comes from: the built-in button file compiled into the program, or a
/// button file named by `--buttons`. Loading reads the file each time, so a live edit is
/// picked up.
public enum BoardSource: Hashable, Sendable {
    /// `Buttons/default.json`, compiled in.
    case builtIn
    /// A button file.
    case file(URL)

    /// The file's path as given; `nil` for the built-in board.
    public var path: String? {
        if case .file(let url) = self { return url.relativePath }
        return nil
    }

    /// The file's absolute path, as the state file records it; `nil` for the built-in board.
    public var absolutePath: String? {
        if case .file(let url) = self { return url.standardizedFileURL.path }
        return nil
    }

    /// The source for `--buttons`: the built-in board when no path is given.
    public init(path: String?) {
        self = path.map { .file(URL(fileURLWithPath: $0)) } ?? .builtIn
    }

    /// The source for `--buttons NAME|PATH`: a path (with a `/` or ending in `.json`) as
    /// given; a bare name as `NAME.json` in `./Buttons/`, else in
    /// `$XDG_CONFIG_HOME/button-sim/buttons/` (`~/.config/button-sim/buttons/`).
    /// - Parameters:
    ///   - argument: `--buttons`, or `nil` for the built-in board.
    ///   - environment: the process environment.
    ///   - currentDirectory: the working directory.
    /// - Returns: The source, or the folders searched when a name was not found.
    public static func resolve(
        _ argument: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Result<BoardSource, NameNotFound> {
        guard let argument else { return .success(.builtIn) }
        if argument.contains("/") || argument.hasSuffix(".json") { return .success(BoardSource(path: argument)) }
        let folders =
            [URL(fileURLWithPath: currentDirectory).appendingPathComponent("Buttons")]
            + (UserFolders.config("buttons", environment: environment).map { [$0] } ?? [])
        for folder in folders {
            let file = folder.appendingPathComponent(argument + ".json")
            if FileManager.default.fileExists(atPath: file.path) { return .success(.file(file)) }
        }
        let searched =
            ["./Buttons/"] + folders.dropFirst().map { UserFolders.shown($0, environment: environment) + "/" }
        return .failure(NameNotFound(name: argument, searched: searched))
    }

    /// A `--buttons NAME` with no such file in the folders searched.
    public struct NameNotFound: Error, Hashable, Sendable {
        /// The name given.
        public var name: String
        /// The folders looked in, as shown to the user.
        public var searched: [String]

        /// One line for the user.
        public var message: String { "--buttons \(name): no \(name).json in \(searched.joined(separator: " or "))" }
    }

    /// Loads and validates the board: a file each time; the built-in board is compiled in.
    public func load() -> Result<BoardLoader.Loaded, BoardLoadError> {
        switch self {
        case .builtIn:
            return Self.builtInLoaded
        case .file(let url):
            return BoardLoader.load(contentsOf: url, reservedKeys: KeyBindings.reservedCharacters)
        }
    }

    /// `Buttons/default.json`, compiled in already read and checked (``BuiltInBoard``,
    /// written by scripts/embed-json.sh): a start does not parse it. A test proves it is what
    /// the loader makes of the file.
    private static let builtInLoaded: Result<BoardLoader.Loaded, BoardLoadError> = .success(
        BoardLoader.Loaded(board: builtInBoard, file: "Buttons/default.json"))

    /// The built-in board.
    public static let builtInBoard = BuiltInBoard.board()

    /// Everything a board asks of a theme that the theme lacks: its variants
    /// (``missingVariants(in:themeName:themeFile:hasVariant:variants:)``) and its
    /// configuration colour tokens (``missingTokens(in:themeName:themeFile:hasColor:)``).
    /// - Parameters:
    ///   - board: The board.
    ///   - theme: The theme the board is to be drawn in.
    ///   - themeFile: The theme's file as given, or `nil` for a built-in theme.
    public func themeProblems(in board: BoardDefinition, theme: Theme, themeFile: String?) -> [DefinitionProblem] {
        missingVariants(
            in: board, themeName: theme.name, themeFile: themeFile,
            hasVariant: theme.hasVariant, variants: theme.variantNames)
            + missingTokens(
                in: board, themeName: theme.name, themeFile: themeFile, hasColor: { theme.color(token: $0) != nil })
    }

    /// Problems where a board names variants a theme lacks: `FILE: buttons[i].variant: ...`.
    /// - Parameters:
    ///   - board: The board.
    ///   - themeName: The theme's name.
    ///   - themeFile: The theme's file as given, or `nil` for a built-in theme.
    ///   - hasVariant: Whether the theme defines a variant.
    ///   - variants: The theme's variants, for the message.
    public func missingVariants(
        in board: BoardDefinition, themeName: String, themeFile: String?,
        hasVariant: (String) -> Bool, variants: [String]
    ) -> [DefinitionProblem] {
        let file = path ?? "Buttons/default.json"
        let theme = themeFile ?? "built-in theme \(themeName)"
        return board.buttons.enumerated().compactMap { index, button in
            guard !hasVariant(button.variant) else { return nil }
            return DefinitionProblem(
                file: file, path: "buttons[\(index)].variant",
                message: "variant \"\(button.variant)\" is not in \(theme) (it has \(variants.joined(separator: ", ")))"
            )
        }
    }

    /// Every configuration colour token (`baseBackgroundColor`, `baseForegroundColor`, in
    /// the configuration and its updates) that the theme has no visible colour for, naming
    /// both files.
    /// - Parameters:
    ///   - board: The board.
    ///   - themeName: The theme's name.
    ///   - themeFile: The theme's file as given, `nil` for a built-in theme.
    ///   - hasColor: Whether the theme has a colour token at a path.
    public func missingTokens(
        in board: BoardDefinition, themeName: String, themeFile: String?,
        hasColor: (String) -> Bool
    ) -> [DefinitionProblem] {
        let file = path ?? "Buttons/default.json"
        let theme = themeFile ?? "built-in theme \(themeName)"
        var problems: [DefinitionProblem] = []
        for (index, button) in board.buttons.enumerated() {
            guard let configuration = button.configuration else { continue }
            let patches =
                [("buttons[\(index)].configuration", configuration.base)]
                + configuration.updates.map {
                    (
                        "buttons[\(index)].configuration.updates.\($0.key.contains("|") ? "\"\($0.key)\"" : $0.key)",
                        $0.value
                    )
                }
            for (path, patch) in patches {
                for (field, token) in [
                    ("baseBackgroundColor", patch.baseBackgroundColor),
                    ("baseForegroundColor", patch.baseForegroundColor),
                ] {
                    guard let token, !hasColor(token) else { continue }
                    problems.append(
                        DefinitionProblem(
                            file: file, path: "\(path).\(field)",
                            message: "token \"\(token)\" is not a colour in \(theme)"))
                }
            }
        }
        return problems
    }
}
