import ButtonKit
import JSONSupport
import Platform

/// Loads and validates theme files in the W3C Design Tokens (DTCG 2025.10) format.
///
/// Layout (every path below is a token: an object with `$value`, and `$type` on the token
/// or an enclosing group):
/// - Chrome colours, all required: `theme.color.surface.default` (screen),
///   `theme.color.foreground.default|muted|accent|danger` (text, hints, accent, errors),
///   `theme.color.background.brand` (the surface on-color buttons sit on).
/// - Per variant (`primary`, `secondary`, `link`, `success`, `danger`, `on-color`,
///   `on-color-secondary`, `on-color-link`): `theme.color.button.<variant>.<state>.<part>`
///   with part `background`, `foreground` or `border`. State `default` (normal) needs all
///   three parts; `pressed` (highlighted) and `disabled` are required groups that patch
///   some parts. Optional states are words joined by `-` (see ``StateTokenName``):
///   `selected`, `selected-pressed`, `selected-disabled`, `focused`, `mutual`,
///   `mutual-pressed`, `loading`, `selected-loading`, … Lookup follows UIKit: exact state,
///   else default; `selected-pressed` does not fall back to `selected`.
///   `theme.color.button.<variant>.spinner` is optional (default: the state's foreground).
/// - Colours: `{"colorSpace": "srgb", "components": [r, g, b]}` (0...1, optional `alpha`
///   0 meaning none and 1, optional `hex`) or `"#rrggbb"`. Alpha 0 means no background or
///   no border; foregrounds must be visible.
/// - Dimensions, all required, `{"value": n, "unit": "px"|"rem"}` with px = pt:
///   `theme.radius.button.default` (see ``CornerStyle``), `theme.height.button.sm|md`,
///   `theme.padding-x.button.sm|md`, `theme.border-width.button.default`; converted to
///   cells by ``CellMetrics``. Each is bounded to what a button can be (heights 8...200 pt,
///   padding 0...100 pt, radius 0...999 pt, border 0...8 pt; see ``DimensionBounds``).
/// - Aliases `"{theme.color.background.brand}"` may be used for any value and chain.
///
/// Every problem is collected and reported as `FILE: token.path: what is wrong`; loading
/// never traps on any input.
public enum ThemeLoader {
    /// Files larger than this are refused before parsing; themes are a few kilobytes.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// Loads the file at `url`; its last path component names it in problems.
    public static func load(contentsOf url: URL) -> Result<Theme, ThemeLoadError> {
        // Problems name the file as it was given, so two files of one name stay apart.
        let fileName = url.relativePath
        let data: Data
        switch JSONDocument.read(url, maximumSize: maximumFileSize) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            return .failure(
                ThemeLoadError(problems: [ThemeProblem(file: fileName, path: problem.path, message: problem.message)]))
        }
        return load(data: data, fileName: fileName)
    }

    /// Loads a theme from bytes; `fileName` names it in problems and gives the theme its
    /// name (without `.json` / `.tokens.json`).
    public static func load(data: Data, fileName: String) -> Result<Theme, ThemeLoadError> {
        var problems = ProblemList(file: fileName)
        let root: JSONValue
        switch JSONDocument.parse(data, maximumSize: maximumFileSize) {
        case .success(let value): root = value
        case .failure(let problem):
            problems.add(problem.path, problem.message)
            return .failure(ThemeLoadError(problems: problems.problems))
        }
        let tree = TokenTree(root: root, problems: &problems)
        guard tree.isObject else { return .failure(ThemeLoadError(problems: problems.problems)) }
        var reader = TokenReader(tree: tree, problems: problems)
        reader.validateAll()
        var builder = ThemeBuilder(reader: reader)
        let theme = builder.build(name: themeName(fromFileName: fileName))
        let found = builder.reader.problems.problems
        guard let theme, found.isEmpty else {
            let reported =
                found.isEmpty
                ? [ThemeProblem(file: fileName, path: "(root)", message: "theme could not be built")] : found
            return .failure(ThemeLoadError(problems: reported))
        }
        return .success(theme)
    }

    /// `dark.json` and `dark.tokens.json` are both called `dark`.
    public static func themeName(fromFileName path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".tokens.json", ".json"] where fileName.hasSuffix(suffix) && fileName.count > suffix.count {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }
}
