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

    /// Loads the file at `url`: a theme manifest when its name ends in `.theme.json`, else a
    /// theme file. Problems name files as they were given, so two files of one name stay
    /// apart.
    /// - Parameters:
    ///   - url: the theme file or manifest.
    ///   - strict: whether problems in tokens no role uses are errors too (else warnings).
    public static func load(contentsOf url: URL, strict: Bool = false) -> Result<Theme, ThemeLoadError> {
        if isManifest(url.lastPathComponent) {
            return ManifestLoader(strict: strict).load(url)
        }
        let fileName = url.relativePath
        switch readDocument(url, fileName: fileName) {
        case .failure(let error): return .failure(error)
        case .success(let root):
            var result = load(root: root, fileName: fileName, strict: strict)
            if case .success(var theme) = result {
                theme.sourceFiles = [url.path]
                result = .success(theme)
            }
            return result
        }
    }

    /// Whether a file name is a manifest's: `NAME.theme.json`.
    public static func isManifest(_ fileName: String) -> Bool {
        fileName.hasSuffix(".theme.json") && fileName.count > ".theme.json".count
    }

    /// Loads a theme file from bytes; `fileName` names it in problems and gives the theme
    /// its name (without `.json` / `.tokens.json`).
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - fileName: how problems name the file.
    ///   - strict: whether problems in tokens no role uses are errors too.
    public static func load(data: Data, fileName: String, strict: Bool = false) -> Result<Theme, ThemeLoadError> {
        switch parse(data, fileName: fileName) {
        case .failure(let error): return .failure(error)
        case .success(let root): return load(root: root, fileName: fileName, strict: strict)
        }
    }

    /// A theme file's JSON, read and parsed, or its one problem.
    static func readDocument(_ url: URL, fileName: String) -> Result<JSONValue, ThemeLoadError> {
        switch JSONDocument.read(url) {
        case .success(let bytes): return parse(bytes, fileName: fileName)
        case .failure(let problem):
            return .failure(
                ThemeLoadError(problems: [ThemeProblem(file: fileName, path: problem.path, message: problem.message)]))
        }
    }

    static func parse(_ data: Data, fileName: String) -> Result<JSONValue, ThemeLoadError> {
        switch JSONDocument.parse(data, maximumSize: maximumFileSize) {
        case .success(let value): return .success(value)
        case .failure(let problem):
            return .failure(
                ThemeLoadError(problems: [ThemeProblem(file: fileName, path: problem.path, message: problem.message)]))
        }
    }

    private static func load(root: JSONValue, fileName: String, strict: Bool) -> Result<Theme, ThemeLoadError> {
        var problems = ProblemList(file: fileName)
        var tree = TokenTree()
        tree.add(root, file: fileName, problems: &problems)
        guard tree.isObject else { return .failure(ThemeLoadError(problems: problems.problems)) }
        tree.applyExtends(problems: &problems)
        let assembly = ThemeAssembly(
            tree: tree, root: "theme", problems: problems, name: themeName(fromFileName: fileName), strict: strict)
        return assembly.assemble()
    }

    /// `dark.json`, `dark.tokens.json` and `dark.theme.json` are all called `dark`.
    public static func themeName(fromFileName path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".theme.json", ".tokens.json", ".json"]
        where fileName.hasSuffix(suffix) && fileName.count > suffix.count {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }
}
