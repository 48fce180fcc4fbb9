extension Button {
    /// The button as it shows in `environment`: under SwiftUI's rules a disabled
    /// container disables it (``SwiftUIRules/inherit(_:containerDisabled:)``); every other
    /// setting changes how it is drawn, not what it is, and is left to the views.
    /// - Parameter environment: The environment.
    public func shown(in environment: DisplayEnvironment) -> Button {
        guard environment.containerDisabled || flags.isDisabledByContainer else { return self }
        var button = self
        SwiftUIRules.inherit(&button, containerDisabled: environment.containerDisabled)
        return button
    }
}
