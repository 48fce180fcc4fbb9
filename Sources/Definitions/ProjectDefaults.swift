import ButtonKit
import FileAccess
import JSONSupport
import Platform

/// A project's defaults: `.button-sim.json` in the working folder or the nearest parent
/// that has one, naming the board, theme and locale a command uses when its own options do
/// not (options on the command line win). A repository holds the file, so it is read like
/// any file a pull request may change: bounded, every problem one line, and the paths it
/// names must lie in its own folder or below it.
///
/// ```json
/// { "buttons": "Buttons/save.json", "theme": "Themes/brand.theme.json", "locale": "zh" }
/// ```
public struct ProjectDefaults: Hashable, Sendable {
    /// The file's name.
    public static let fileName = ".button-sim.json"
    /// The largest file read: a few lines are expected.
    static let maximumSize = 64 * 1024

    /// The file the defaults were read from.
    public var file: String
    /// `--buttons`: a path taken from the file's folder, or a name looked up as `--buttons` does.
    public var buttons: String?
    /// `--theme`: a path taken from the file's folder, or a theme's name.
    public var theme: String?
    /// `--locale`.
    public var locale: LocaleTag?

    /// The defaults that apply in `directory`: the nearest `.button-sim.json` at or above it.
    /// - Returns: `nil` when there is none; a problem in one line when there is one that
    ///   cannot be used.
    public static func find(from directory: String) -> Result<ProjectDefaults, DefinitionProblem>? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return read(candidate) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads the defaults at `url`.
    public static func read(_ url: URL) -> Result<ProjectDefaults, DefinitionProblem> {
        let file = url.path
        func problem(_ path: String, _ message: String) -> Result<ProjectDefaults, DefinitionProblem> {
            .failure(DefinitionProblem(file: file, path: path, message: message))
        }
        let root: JSONValue
        switch JSONDocument.read(url, maximumSize: maximumSize).flatMap({
            JSONDocument.parse($0, maximumSize: maximumSize)
        }) {
        case .success(let value): root = value
        case .failure(let failure): return problem(failure.path, failure.message)
        }
        guard case .object(let members) = root else {
            return problem("(root)", "expected an object, found \(root.kindName)")
        }
        let folder = url.deletingLastPathComponent().standardizedFileURL
        let containment = PathContainment(folder: folder.path)
        var defaults = ProjectDefaults(file: file)
        for member in members {
            guard case .string(let text) = member.value, !text.isEmpty else {
                return problem(member.key, "expected a non-empty string, found \(member.value.kindName)")
            }
            switch member.key {
            case "$schema":
                continue
            case "buttons", "theme":
                guard text.contains("/") || text.hasSuffix(".json") else {
                    if member.key == "buttons" { defaults.buttons = text } else { defaults.theme = text }
                    continue
                }
                let path = folder.appendingPathComponent(text).standardizedFileURL.path
                if let escape = containment.escape(of: text, at: path) {
                    return problem(member.key, "\(JSONLiteral.string(text)) \(Self.words(escape))")
                }
                if member.key == "buttons" { defaults.buttons = path } else { defaults.theme = path }
            case "locale":
                defaults.locale = LocaleTag(rawValue: text)
            default:
                return problem(
                    member.key, "unknown key \(JSONLiteral.string(member.key)); expected buttons, theme or locale")
            }
        }
        return .success(defaults)
    }

    /// The defaults of `file` with nothing set.
    init(file: String) { self.file = file }

    private static func words(_ escape: PathContainment.Escape) -> String {
        let reason =
            switch escape {
            case .absolute: "is an absolute path"
            case .climbsOut: "leads out of the file's folder with '..'"
            case .throughLink: "leads out of the file's folder through a symbolic link"
            }
        return reason + ": the files it names must lie in its folder or below it"
    }
}
