/// The key table as the help overlay and the legend show it: made by the application from
/// its one table of key bindings, the button file's custom-state keys included.
public struct KeyHelp: Hashable, Sendable {
    /// One line of the help overlay.
    public struct Entry: Hashable, Sendable {
        /// The keys, as written on the line (`Tab / Shift-Tab`).
        public var keys: String
        /// What they do.
        public var does: String

        /// Creates an entry.
        /// - Parameters:
        ///   - keys: The keys.
        ///   - does: What they do.
        public init(keys: String, does: String) {
            self.keys = keys
            self.does = does
        }
    }

    /// The help overlay's lines, in order.
    public var entries: [Entry]
    /// Legends from longest to shortest; the renderer takes the first that fits.
    public var legends: [String]

    /// Creates a key table.
    /// - Parameters:
    ///   - entries: The overlay's lines.
    ///   - legends: The legends, longest first.
    public init(entries: [Entry], legends: [String]) {
        self.entries = entries
        self.legends = legends
    }

    /// No keys at all (pictures need none).
    public static let empty = KeyHelp(entries: [], legends: [])
}
