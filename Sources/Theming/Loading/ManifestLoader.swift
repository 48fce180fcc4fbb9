import JSONSupport
import Platform

/// Loads a theme manifest (see ``ThemeManifest``): reads its token files in order into one
/// tree, adds the role tokens its map describes, builds the theme, and loads the
/// counterparts it names. Paths in a manifest are relative to the manifest's folder, and
/// must stay in it unless the manifest lies in a trusted folder (``ManifestContainment``);
/// a file listed several times is read once, where it is first listed.
struct ManifestLoader {
    /// Whether problems in tokens no role uses are errors too.
    var strict: Bool
    /// Whether to load the counterparts; a counterpart's own counterparts are not loaded.
    var loadsCounterparts = true
    /// Folders whose manifests may name files outside their own folder (the user's own
    /// themes folder); manifests anywhere else may not.
    var trustedFolders: [URL] = []

    func load(_ url: URL) -> Result<Theme, ThemeLoadError> {
        let fileName = url.relativePath
        var problems = ProblemList(file: fileName)
        let root: JSONValue
        switch ThemeLoader.readDocument(url, fileName: fileName) {
        case .failure(let error): return .failure(error)
        case .success(let value): root = value
        }
        guard let manifest = ManifestReader.read(root, problems: &problems) else {
            return .failure(ThemeLoadError(problems: problems.problems))
        }
        var tree = TokenTree()
        var files = [url.path]
        var unreadable = ProblemList(file: fileName)
        let containment = ManifestContainment(manifest: url, trustedFolders: trustedFolders)
        var read: Set<String> = []
        for entry in manifest.tokenFiles {
            let file = Self.relative(entry, to: url)
            if let problem = containment.problem(with: entry, at: file) {
                unreadable.add("tokens", problem)
                continue
            }
            guard read.insert(ManifestContainment.identity(of: file)).inserted else { continue }
            files.append(file.path)
            switch ThemeLoader.readDocument(file, fileName: file.relativePath) {
            case .failure(let error):
                // A file that cannot be read is named with the manifest entry that lists it.
                for problem in error.problems {
                    unreadable.add("tokens", "\(JSONLiteral.string(entry)): \(problem.path): \(problem.message)")
                }
            case .success(let document):
                tree.add(document, file: file.relativePath, problems: &problems)
            }
        }
        guard unreadable.isEmpty else { return .failure(ThemeLoadError(problems: unreadable.problems)) }
        tree.applyExtends(problems: &problems)
        if let refusal = tree.refusal { return .failure(ThemeLoadError(problems: [refusal])) }
        let compiler = ManifestCompiler(manifest: manifest, file: fileName)
        let unsupplied = compiler.compile(into: &tree, problems: &problems)
        var assembly = ThemeAssembly(
            tree: tree, root: ManifestCompiler.root, problems: problems,
            name: ThemeLoader.themeName(fromFileName: fileName), strict: strict)
        assembly.unsupplied = unsupplied
        switch assembly.assemble() {
        case .failure(let error): return .failure(error)
        case .success(var theme):
            if let summary = manifest.summary { theme.summary = summary }
            theme.sourceFiles = files
            guard loadsCounterparts else { return .success(theme) }
            var counterpartProblems: [ThemeProblem] = []
            for (counterpart, path) in manifest.counterparts {
                let file = Self.relative(path, to: url)
                if let problem = containment.problem(with: path, at: file) {
                    counterpartProblems.append(
                        ThemeProblem(file: fileName, path: counterpart.rawValue, message: problem))
                    continue
                }
                let loaded =
                    ThemeLoader.isManifest(file.lastPathComponent)
                    ? ManifestLoader(strict: strict, loadsCounterparts: false, trustedFolders: trustedFolders).load(
                        file)
                    : ThemeLoader.load(contentsOf: file, strict: strict)
                switch loaded {
                case .success(let other):
                    theme.counterparts[counterpart] = other
                    theme.sourceFiles += other.sourceFiles.filter { !theme.sourceFiles.contains($0) }
                case .failure(let error):
                    counterpartProblems += error.problems
                }
            }
            guard counterpartProblems.isEmpty else { return .failure(ThemeLoadError(problems: counterpartProblems)) }
            return .success(theme)
        }
    }

    /// `path` as written in the manifest at `manifest`: absolute, or relative to its folder.
    static func relative(_ path: String, to manifest: URL) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        let folder = manifest.deletingLastPathComponent().relativePath
        let joined = folder == "." || folder.isEmpty ? path : "\(folder)/\(path)"
        return URL(fileURLWithPath: joined)
    }
}
