import ButtonKit

/// A configuration button's style in one state, with where each colour came from, so the
/// inspector can tell the file's values from the approximation table's.
public struct ConfigurationLook: Hashable, Sendable {
    /// Where one colour came from.
    public enum Origin: Hashable, Sendable {
        /// The file's configuration named this token (through the style's base row).
        case file(token: String)
        /// An update patch for this state key set the token; it overrides the automatic colour.
        case update(key: String, token: String)
        /// A row of ``ConfigurationStyleTable`` (its source, and whether Apple documents it).
        case table(source: String, documented: Bool)

        /// One line for the inspector.
        public var description: String {
            switch self {
            case .file(let token): "from the file (\(token))"
            case .update(let key, let token): "from updates[\(key)] (\(token))"
            case .table(let source, let documented): (documented ? "documented: " : "approximation: ") + source
            }
        }
    }

    /// The style drawn.
    public var style: ResolvedStyle
    /// Where the background came from.
    public var backgroundOrigin: Origin
    /// Where the foreground came from.
    public var foregroundOrigin: Origin
    /// The corner radius in points for device pictures.
    public var cornerRadius: Double
}
