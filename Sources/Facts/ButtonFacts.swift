import ButtonKit
import Theming

/// The facts of every reachable state of one button (``ReachableStates``, the one
/// reachable set), worked out once per locale and reused for each theme and environment.
public enum ButtonFacts {
    /// Each reachable state's facts, in ``ReachableStates`` order.
    /// - Parameters:
    ///   - definition: The button.
    ///   - theme: The theme as shown in `environment`.
    ///   - environment: The environment.
    ///   - localization: The locale.
    ///   - detail: Whether to measure the geometry too.
    public static func states(
        of definition: ButtonDefinition, theme: Theme, environment: DisplayEnvironment = .standard,
        localization: Localization, detail: StateFacts.Detail = .look
    ) -> [StateFacts] {
        ReachableStates.entries(for: definition, localization: localization).map {
            StateFacts($0.button, theme: theme, environment: environment, localization: localization, detail: detail)
        }
    }
}
