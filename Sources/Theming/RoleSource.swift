/// Where a theme got one role's value: the tokens followed from the role to the value,
/// each with its file, or the value written in a manifest's `map`. `themes check
/// --verbose` prints one per role.
public struct RoleSource: Hashable, Sendable, Codable {
    /// One token on the way: its path and the file that defines it.
    public struct Link: Hashable, Sendable, Codable {
        /// The token's dotted path.
        public var token: String
        /// The file, as the loader names it.
        public var file: String
    }

    /// The role (`color.button.primary.pressed.background`).
    public var role: String
    /// The tokens followed, the one that supplies the role first and the one holding the
    /// value last; empty when the manifest's map wrote the value itself.
    public var links: [Link]
    /// The manifest that wrote the value, when ``links`` is empty.
    public var writtenIn: String?

    /// `role <- token (file) -> token (file)`, or `role <- value written in FILE`.
    public var line: String {
        guard let first = links.first else { return "\(role) <- value written in \(writtenIn ?? "the manifest")" }
        var text = "\(role) <- \(first.token) (\(first.file))"
        for link in links.dropFirst() {
            text += " -> \(link.token)" + (link.file == first.file ? "" : " (\(link.file))")
        }
        return text
    }
}
