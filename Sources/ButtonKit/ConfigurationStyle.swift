/// The four `UIButton.Configuration` styles of iOS 15 (uikit-semantics.md section 3.1).
/// The `bordered…` and `borderless` constructors are documented aliases of these.
public enum ConfigurationStyle: String, CaseIterable, Hashable, Sendable {
    /// `plain()`: transparent background, tinted title.
    case plain
    /// `gray()`: gray background, tinted title.
    case gray
    /// `tinted()`: a light wash of the tint behind a tinted title.
    case tinted
    /// `filled()`: the tint behind a white title.
    case filled

    /// Every name a file may write: the four styles, then Apple's aliases.
    public static let fileNames = allCases.map(\.rawValue) + aliases.map(\.name)

    /// Apple's alias constructors and the style each names.
    public static let aliases: [(name: String, style: ConfigurationStyle)] = [
        ("borderless", .plain), ("bordered", .gray), ("borderedTinted", .tinted), ("borderedProminent", .filled),
    ]

    /// The style a file name stands for, aliases included.
    /// - Parameter fileName: `filled`, `borderedProminent`, ...
    public init?(fileName: String) {
        if let style = ConfigurationStyle(rawValue: fileName) {
            self = style
        } else if let alias = Self.aliases.first(where: { $0.name == fileName }) {
            self = alias.style
        } else {
            return nil
        }
    }

}
