import ButtonKit

extension Theme {
    /// The resolved style of a button in its current state.
    /// - Parameter button: The button.
    public func style(of button: Button) -> ResolvedStyle {
        if let look = configurationLook(of: button) { return look.style }
        return style(
            variant: button.variant, size: button.size, state: button.state, customStates: button.definition.states)
    }

    /// A configuration button's look now (automatic update, then the handler's patches),
    /// with where each colour came from; `nil` for a button without a configuration.
    /// - Parameter button: The button.
    public func configurationLook(of button: Button) -> ConfigurationLook? {
        button.configuration.map {
            configurationLook(
                $0, variant: button.variant, state: button.state, size: button.drawnSize,
                customStates: button.definition.states)
        }
    }
}
