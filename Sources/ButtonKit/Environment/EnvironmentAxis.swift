/// One setting of a ``DisplayEnvironment``, named as the command line names it, with the
/// values it takes (the first of each is the phone's default, except content size's `l`).
public enum EnvironmentAxis: String, CaseIterable, Hashable, Sendable {
    case contentSize = "content-size"
    case appearance
    case contrast
    case direction
    case boldText = "bold-text"
    case buttonShapes = "button-shapes"
    /// A `.disabled` container around the button: SwiftUI's rules only.
    case containerDisabled = "container-disabled"

    /// The axes a button under `framework`'s rules is shown in: all of them under
    /// SwiftUI's; under UIKit's, all but ``containerDisabled`` (a `UIButton` inherits no
    /// `.disabled`).
    /// - Parameter framework: Whose rules.
    public static func axes(for framework: Framework) -> [EnvironmentAxis] {
        framework == .swiftui ? allCases : allCases.filter { $0 != .containerDisabled }
    }

    /// The values the axis takes, in order.
    public var values: [String] {
        switch self {
        case .contentSize: ContentSizeCategory.allCases.map(\.rawValue)
        case .appearance: DisplayEnvironment.Appearance.allCases.map(\.rawValue)
        case .contrast: DisplayEnvironment.ContrastLevel.allCases.map(\.rawValue)
        case .direction: DisplayEnvironment.Direction.allCases.map(\.rawValue)
        case .boldText, .buttonShapes, .containerDisabled: ["off", "on"]
        }
    }

    /// The axis's value in `environment`.
    public func value(in environment: DisplayEnvironment) -> String {
        switch self {
        case .contentSize: environment.contentSize.rawValue
        case .appearance: environment.appearance.rawValue
        case .contrast: environment.contrast.rawValue
        case .direction: environment.direction.rawValue
        case .boldText: environment.boldText ? "on" : "off"
        case .buttonShapes: environment.buttonShapes ? "on" : "off"
        case .containerDisabled: environment.containerDisabled ? "on" : "off"
        }
    }

    /// Sets the axis to `value` in `environment`; `false` (and no change) for a value the
    /// axis does not take.
    /// - Parameters:
    ///   - value: One of ``values``.
    ///   - environment: The environment changed.
    @discardableResult
    public func set(_ value: String, in environment: inout DisplayEnvironment) -> Bool {
        switch self {
        case .contentSize:
            guard let size = ContentSizeCategory(rawValue: value) else { return false }
            environment.contentSize = size
        case .appearance:
            guard let appearance = DisplayEnvironment.Appearance(rawValue: value) else { return false }
            environment.appearance = appearance
        case .contrast:
            guard let contrast = DisplayEnvironment.ContrastLevel(rawValue: value) else { return false }
            environment.contrast = contrast
        case .direction:
            guard let direction = DisplayEnvironment.Direction(rawValue: value) else { return false }
            environment.direction = direction
        case .boldText, .buttonShapes, .containerDisabled:
            guard value == "on" || value == "off" else { return false }
            let on = value == "on"
            switch self {
            case .boldText: environment.boldText = on
            case .buttonShapes: environment.buttonShapes = on
            default: environment.containerDisabled = on
            }
        }
        return true
    }

    /// Reads `axis=v1,v2`: the axis and its values, or a one-line problem.
    /// - Parameter text: The argument.
    public static func parse(_ text: String) -> Result<(axis: EnvironmentAxis, values: [String]), EnvironmentProblem> {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let axis = EnvironmentAxis(rawValue: parts[0]) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(EnvironmentProblem("'\(text)' is not axis=values; axes: \(names)"))
        }
        let values = parts[1].split(separator: ",").map(String.init)
        guard !values.isEmpty else { return .failure(EnvironmentProblem("\(axis.rawValue): no values")) }
        for value in values where !axis.values.contains(value) {
            return .failure(
                EnvironmentProblem(
                    "\(axis.rawValue): unknown value '\(value)'; valid: \(axis.values.joined(separator: ", "))"))
        }
        return .success((axis, values))
    }
}
