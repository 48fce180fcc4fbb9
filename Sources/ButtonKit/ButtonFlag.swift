/// A flag that keys and machine actions set, clear or toggle: a system flag as code sets
/// it (`isHighlighted`, `isEnabled`, `isSelected`, the focus bit) or a custom state by name.
public enum ButtonFlag: Hashable, Sendable, CustomStringConvertible {
    /// The touch highlight (`isHighlighted`), the bit a finger sets while it is down.
    case highlighted
    /// `isEnabled`: on means enabled, the inverse of UIKit's `.disabled` bit.
    case enabled
    /// `isSelected`, which a toggle button such as Follow sets from its action.
    case selected
    /// The focus bit, which UIKit sets from the focus engine rather than a property.
    case focused
    /// A custom state of the button, by its name in the button file.
    case custom(String)

    /// The system flags by the names machine actions use.
    public static let systemFlags: [ButtonFlag] = SystemFlag.all.map(\.flag)

    /// The flag a machine action or guard names, given the button's custom states.
    /// - Parameters:
    ///   - name: `selected`, `highlighted`, `enabled`, `focused` or a custom state name.
    ///   - customStates: The button's custom states.
    public init?(name: String, customStates: [CustomState]) {
        if let system = SystemFlag.codeNamed(name) {
            self = system.flag
        } else {
            guard customStates.contains(where: { $0.name == name }) else { return nil }
            self = .custom(name)
        }
    }

    /// The name a button file or a machine action uses for the flag, such as `selected` or `loading`.
    public var description: String {
        if case .custom(let name) = self { return name }
        return SystemFlag.all.first { $0.flag == self }?.codeName ?? ""
    }
}
