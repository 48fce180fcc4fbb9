import JSONSupport

/// The last steps of loading, shared by theme files and manifests: check every token, build
/// the theme from its roles, record where each role came from, and sort the problems into
/// errors (anything a role depends on, or anything at all with `strict`) and warnings
/// (problems in tokens nothing uses).
struct ThemeAssembly {
    /// The tokens of every file, with any role tokens a manifest added.
    var tree: TokenTree
    /// The group the role tokens sit in (`theme`, or ``ManifestCompiler/root``).
    var root: String
    /// Problems met while reading the files.
    var problems: ProblemList
    /// The theme's name.
    var name: String
    /// Whether problems in unused tokens are errors too.
    var strict: Bool
    /// Roles a manifest found nothing for, besides those the builder asked for in vain.
    var unsupplied: [String] = []

    /// The theme, or every error; warnings travel on the theme.
    func assemble() -> Result<Theme, ThemeLoadError> {
        // Problems found reading the files, then in every token, each to be sorted by use.
        var checked = problems
        checked.tokenFiles = tree.tokens.mapValues(\.file)
        var fresh = ProblemList(file: problems.file)
        fresh.tokenFiles = checked.tokenFiles
        fresh.relocations = checked.relocations
        var reader = TokenReader(tree: tree, problems: fresh)
        var everything = fresh
        reader.validateAll(into: &everything)
        checked.append(everything)
        // The builder then reports only what it adds (the resolver remembers the rest).
        var builder = ThemeBuilder(reader: reader, root: root)
        let built = builder.build(name: name)
        // Needed only to sort problems and to find deprecated tokens in use: a clean theme
        // never follows every role's aliases for it.
        lazy var used = usedPaths(builder.reader)
        // Problems in what the roles use come first, in file order, then the builder's own.
        var errors = ProblemList(file: problems.file)
        var warnings: [ThemeProblem] = []
        for (index, problem) in checked.problems.enumerated() {
            let path = checked.rawPaths[index]
            if strict || (isUsed(path, used) && !checked.workedAround[index]) {
                errors.append(problem)
            } else {
                warnings.append(problem)
            }
        }
        errors.append(builder.reader.problems)
        guard errors.isEmpty, var theme = built else {
            let reported =
                errors.isEmpty
                ? [ThemeProblem(file: problems.file, path: "(root)", message: "theme could not be built")]
                : errors.problems
            return .failure(ThemeLoadError(problems: reported))
        }
        theme.warnings = warnings + deprecations(used)
        theme.roleSources = sources(builder.reader)
        theme.roleColors = roleColors(builder.reader, sources: theme.roleSources)
        var unsuppliedRoles = unsupplied
        for asked in builder.reader.asked where !asked.found && !unsuppliedRoles.contains(role(of: asked.path)) {
            unsuppliedRoles.append(role(of: asked.path))
        }
        theme.unsuppliedRoles = unsuppliedRoles
        return .success(theme)
    }

    /// The role a role token's path stands for.
    private func role(of path: String) -> String {
        path.hasPrefix(root + ".") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// Every token a role depends on, through its aliases.
    private func usedPaths(_ reader: TokenReader) -> Set<String> {
        var used: Set<String> = []
        for asked in reader.asked where asked.found {
            used.formUnion(reader.resolver.chain(from: asked.path))
        }
        for path in tree.order where path.hasPrefix(ManifestCompiler.root + ".") { used.insert(path) }
        return used
    }

    /// A warning for each deprecated token a role uses, in file order, with the file's
    /// explanation when it gives one. Not a problem of the file, so strict leaves it a warning.
    private func deprecations(_ used: @autoclosure () -> Set<String>) -> [ThemeProblem] {
        let deprecated = tree.order.filter { tree.tokens[$0]?.deprecation != nil }
        if deprecated.isEmpty { return [] }
        let used = used()
        return deprecated.compactMap { path in
            guard used.contains(path), let token = tree.tokens[path], let reason = token.deprecation else { return nil }
            return ThemeProblem(
                file: token.file, path: path, message: reason.isEmpty ? "deprecated" : "deprecated: \(reason)")
        }
    }

    /// Whether a problem at `path` concerns something a role uses: a used token, a group
    /// holding one, or the file as a whole (invalid JSON, the top level). A member the tree
    /// refused (a bad name, not an object) is used by nothing.
    private func isUsed(_ path: String, _ used: Set<String>) -> Bool {
        if used.contains(path) { return true }
        if tree.tokens[path] != nil { return false }
        if tree.groups.contains(path) { return used.contains { $0.hasPrefix(path + ".") } }
        return path == "(root)" || path == "(file)" || path.hasPrefix("line ")
    }

    /// The source of each role the builder found, in reading order.
    private func sources(_ reader: TokenReader) -> [RoleSource] {
        var seen: Set<String> = []
        var result: [RoleSource] = []
        for asked in reader.asked where asked.found && seen.insert(asked.path).inserted {
            let chain = reader.resolver.chain(from: asked.path)
            let links = chain.filter { !$0.hasPrefix(ManifestCompiler.root + ".") }.map {
                RoleSource.Link(token: $0, file: tree.tokens[$0]?.file ?? problems.file)
            }
            let writtenIn = links.isEmpty ? tree.tokens[asked.path]?.file : nil
            result.append(RoleSource(role: role(of: asked.path), links: links, writtenIn: writtenIn))
        }
        return result
    }

    /// Each colour role's value as written, the token that supplies it (the first link of its
    /// chain, as ``sources(_:)`` lists it) and the token it is read from (the first link past
    /// the role's own token, else that one).
    private func roleColors(_ reader: TokenReader, sources: [RoleSource]) -> [String: RoleColor] {
        let tokens = Dictionary(
            sources.map { ($0.role, $0.links.first?.token) }, uniquingKeysWith: { first, _ in first })
        let readFrom = Dictionary(
            sources.map { source in
                (source.role, source.links.first { $0.token != root + "." + source.role }?.token)
            }, uniquingKeysWith: { first, _ in first })
        var result: [String: RoleColor] = [:]
        for (path, color) in reader.colorValues {
            let role = role(of: path)
            let token = tokens[role] ?? nil
            result[role] = RoleColor(
                token: token, source: (readFrom[role] ?? nil) ?? token, rgb: color.rgb,
                alpha: min(max(color.alpha, 0), 1))
        }
        return result
    }
}
