import JSONSupport

/// A theme manifest (`NAME.theme.json`): a team's own token files, read in order, and how
/// ButtonSim's roles (``TokenRoles``) map to the team's token paths. The token files are
/// read as they are; the manifest alone adapts them.
///
/// ```json
/// {
///   "tokens": ["tokens/primitives.json", "tokens/button.json"],
///   "variants": {"primary": "brand", "secondary": "neutral"},
///   "states": {"pressed": "active"},
///   "map": {"color.button.{variant}.{state}.{part}": "{color.btn.{variant}.{part}-{state}}"},
///   "dark": "brand-dark.theme.json"
/// }
/// ```
struct ThemeManifest {
    /// One `map` entry: a role (perhaps with placeholders) and what supplies it.
    struct Entry: Hashable, Sendable {
        /// The role pattern as written (`color.button.{variant}.{state}.{part}`).
        var role: String
        /// A reference template (`"{color.btn.{variant}.{part}-{state}}"`) or a value.
        var value: JSONValue
        /// How many placeholders the role names; fewer is more specific.
        var placeholderCount: Int
    }

    /// The top-level members a manifest may have.
    static let members = [
        "$schema", "$description", "tokens", "variants", "states", "parts", "sizes", "map", "dark",
        "increasedContrast",
    ]

    /// The most token files a manifest may list.
    static let maximumTokenFiles = 64

    /// `$description`.
    var summary: String?
    /// The token files, as written (relative to the manifest's folder).
    var tokenFiles: [String] = []
    /// ButtonSim's variants and the team's word for each (`{variant}`), in order.
    var variants: [(name: String, word: String)] = []
    /// State names and the team's word for each (`{state}`).
    var states: [(name: String, word: String)] = []
    /// Part words (`{part}`), by part.
    var parts: [String: String] = [:]
    /// Size words (`{size}`), by size.
    var sizes: [String: String] = [:]
    /// The `map` entries in file order.
    var map: [Entry] = []
    /// The counterpart theme files, as written.
    var counterparts: [(ThemeCounterpart, String)] = []

    /// The team's word for a state name: the table's entry for the whole name, else each
    /// `-`-joined word through the table (`selected-pressed` -> `selected-active`).
    func stateWord(_ state: String) -> String {
        if let entry = states.first(where: { $0.name == state }) { return entry.word }
        return state.split(separator: "-").map { word in
            states.first(where: { $0.name == word }).map(\.word) ?? String(word)
        }.joined(separator: "-")
    }
}
