/// One setting of a ``DisplayEnvironment``, named as the command line names it, with the
/// values it takes (the first of each is the phone's default, except content size's `l`).
public enum EnvironmentAxis: String, CaseIterable, Hashable, Sendable {
    case contentSize = "content-size"
    case appearance
    case contrast
    case direction
    case boldText = "bold-text"
    case buttonShapes = "button-shapes"

    /// The values the axis takes, in order.
    public var values: [String] {
        switch self {
        case .contentSize: ContentSizeCategory.allCases.map(\.rawValue)
        case .appearance: DisplayEnvironment.Appearance.allCases.map(\.rawValue)
        case .contrast: DisplayEnvironment.ContrastLevel.allCases.map(\.rawValue)
        case .direction: DisplayEnvironment.Direction.allCases.map(\.rawValue)
        case .boldText, .buttonShapes: ["off", "on"]
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
        case .boldText, .buttonShapes:
            guard value == "on" || value == "off" else { return false }
            if self == .boldText {
                environment.boldText = value == "on"
            } else {
                environment.buttonShapes = value == "on"
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
