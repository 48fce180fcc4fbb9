/// A flag that keys and machine actions set, clear or toggle: a system flag as code sets
/// it (`isHighlighted`, `isEnabled`, `isSelected`, the focus bit) or a custom state by name.
public enum ButtonFlag: Hashable, Sendable, CustomStringConvertible {
    case highlighted
    case enabled
    case selected
    case focused
    case custom(String)

    /// The system flags by the names machine actions use.
    public static let systemFlags: [ButtonFlag] = [.highlighted, .enabled, .selected, .focused]

    /// The flag a machine action or guard names, given the button's custom states.
    /// - Parameters:
    ///   - name: `selected`, `highlighted`, `enabled`, `focused` or a custom state name.
    ///   - customStates: The button's custom states.
    public init?(name: String, customStates: [CustomState]) {
        switch name {
        case "highlighted": self = .highlighted
        case "enabled": self = .enabled
        case "selected": self = .selected
        case "focused": self = .focused
        default:
            guard customStates.contains(where: { $0.name == name }) else { return nil }
            self = .custom(name)
        }
    }

    public var description: String {
        switch self {
        case .highlighted: "highlighted"
        case .enabled: "enabled"
        case .selected: "selected"
        case .focused: "focused"
        case .custom(let name): name
        }
    }
}
