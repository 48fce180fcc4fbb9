import Platform

extension ThemeCatalog {
    /// The entry a `--theme` argument means: a file by path (added to the catalogue), or the
    /// one theme of that name; a missing file or an unknown or ambiguous name is a theme error.
    /// - Parameter theme: The argument as given.
    public mutating func entry(forArgument theme: String) throws(LaunchError) -> Entry {
        if Self.isPath(theme) {
            guard FileManager.default.fileExists(atPath: theme) else {
                throw .theme("\(theme): theme file not found")
            }
            return add(file: URL(fileURLWithPath: theme))
        }
        guard let entry = lookup(theme).entry else {
            throw .theme("\(theme): \(lookupProblem(theme))")
        }
        return entry
    }
}
