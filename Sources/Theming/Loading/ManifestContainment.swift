import FileAccess
import JSONSupport
import Platform

/// Keeps a manifest to its own folder: the token files and counterpart themes it names must
/// lie in the manifest's folder or below it (``PathContainment``), so a manifest from a pull
/// request cannot make `themes check` read (and print) a file from elsewhere on the machine.
///
/// A manifest that itself lies in a trusted folder (the user's own themes folder) may name
/// any file.
struct ManifestContainment {
    /// The manifest's folder.
    private let containment: PathContainment
    /// Whether the manifest lies in a trusted folder, so nothing is refused.
    let isTrusted: Bool

    /// The rule for the manifest at `manifest`, trusted when its real path lies in one of
    /// `trustedFolders`.
    init(manifest: URL, trustedFolders: [URL]) {
        containment = PathContainment(folder: manifest.deletingLastPathComponent().standardizedFileURL.path)
        let manifestPath = PathContainment.realPath(manifest.path) ?? manifest.standardizedFileURL.path
        isTrusted = trustedFolders.contains { trusted in
            PathContainment.contains(
                PathContainment.realPath(trusted.path) ?? trusted.standardizedFileURL.path, manifestPath)
        }
    }

    /// Why the manifest may not name `entry`, found at `file` (the entry taken from the
    /// manifest's folder), in one line; `nil` when it may.
    func problem(with entry: String, at file: URL) -> String? {
        guard !isTrusted, let escape = containment.escape(of: entry, at: file.path) else { return nil }
        let reason =
            switch escape {
            case .absolute: "is an absolute path"
            case .climbsOut: "leads out of the manifest's folder with '..'"
            case .throughLink: "leads out of the manifest's folder through a symbolic link"
            }
        return "\(JSONLiteral.string(entry)) \(reason): the files a manifest names must lie in its folder or below it"
    }

    /// The file `entry` names, to tell files listed twice apart: its real path when it
    /// exists, else the path as written, standardized.
    static func identity(of file: URL) -> String {
        PathContainment.realPath(file.path) ?? file.standardizedFileURL.path
    }
}
