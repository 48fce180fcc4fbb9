import ButtonKit
import JSONSupport
import Platform

/// Loads and validates themes: theme files in the W3C Design Tokens (DTCG 2025.10) format,
/// and theme manifests (`NAME.theme.json`, see ``ThemeManifest``) that map a team's own
/// token files onto ButtonSim's roles.
///
/// A theme file supplies each role of ``TokenRoles`` from the token `theme.ROLE`:
/// - Chrome colours, all required: `theme.color.surface.default` (screen),
///   `theme.color.foreground.default|muted|accent|danger` (text, hints, accent, errors),
///   `theme.color.background.brand` (the surface of variants whose `brand-surface` is 1).
/// - Per variant: `theme.color.button.<variant>.<state>.<part>` with part `background`,
///   `foreground` or `border`. State `default` (normal) needs all three parts; `pressed`
///   (highlighted) and `disabled` are required groups that patch some parts. Optional states
///   are words joined by `-` (see ``StateTokenName``). Lookup follows UIKit: exact state,
///   else default; `selected-pressed` does not fall back to `selected`.
///   `theme.color.button.<variant>.spinner` is optional (default: the state's foreground).
/// - Presentation per variant, all optional (``PresentationDefaults`` stand in):
///   `theme.font-weight.button.<variant>.<state>` (DTCG `fontWeight`),
///   `theme.underline|dim.button.<variant>.<state>` (numbers, 1 or 0) and
///   `theme.brand-surface.button.<variant>` (1 or 0); see ``VariantPresentation``.
/// - Dimensions, all required, in points: `theme.radius.button.default` (see
///   ``CornerStyle``), `theme.height.button.sm|md`, `theme.padding-x.button.sm|md`,
///   `theme.border-width.button.default`; converted to cells by ``CellMetrics`` and bounded
///   to what a button can be (``DimensionBounds``).
///
/// Values follow DTCG 2025.10: colours in every colour space it lists (``ColorTokenValue``),
/// alpha composited over what lies beneath, dimensions in px or rem
/// (``DimensionTokenValue``), aliases, `$ref` pointers, `$root` and `$extends`
/// (``TokenTree``). Problems in anything a role uses are errors; problems in tokens nothing
/// uses are warnings on the theme, unless `strict`. Every problem is reported as
/// `FILE: token.path: what is wrong`; loading never traps on any input.
public enum ThemeLoader {
    /// Files larger than this are refused before parsing; themes are a few kilobytes.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// Loads the file at `url`: a theme manifest when its name ends in `.theme.json`, else a
    /// theme file. Problems name files as they were given, so two files of one name stay
    /// apart. A manifest may name only files in its own folder or below it, unless it lies in
    /// one of `trustedFolders`.
    /// - Parameters:
    ///   - url: the theme file or manifest.
    ///   - strict: whether problems in tokens no role uses are errors too (else warnings).
    ///   - trustedFolders: the folders whose manifests may name files anywhere (the user's own
    ///     themes folder); a manifest elsewhere, from a repository say, may not.
    public static func load(contentsOf url: URL, strict: Bool = false, trustedFolders: [URL] = [])
        -> Result<Theme, ThemeLoadError>
    {
        if isManifest(url.lastPathComponent) {
            return ManifestLoader(strict: strict, trustedFolders: trustedFolders).load(url)
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

    /// The token files a manifest lists, as URLs; none when it cannot be read.
    public static func tokenFiles(of manifest: URL) -> [URL] {
        guard case .success(let root) = readDocument(manifest, fileName: manifest.relativePath),
            case .array(let items)? = root["tokens"]
        else { return [] }
        return items.compactMap { item in
            guard case .string(let path) = item else { return nil }
            return ManifestLoader.relative(path, to: manifest)
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
        switch JSONDocument.read(url, maximumSize: maximumFileSize) {
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
        if let refusal = tree.refusal { return .failure(ThemeLoadError(problems: [refusal])) }
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
