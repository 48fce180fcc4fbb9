/// A button's `UIButton.Configuration` as its file declares it: the configuration set
/// once, and `updates`, the `configurationUpdateHandler` written as per-state patches.
///
/// The update rule (uikit-semantics.md rule 12): on every state change UIKit first runs the
/// style's automatic `updated(for:)` (the colours, see `ConfigurationStyleTable` in
/// Theming), then the handler. The handler here applies, in file order, every patch whose
/// state is contained in the current state, as a handler written as a chain of
/// `if state.contains(...)` does; so a later patch overrides an earlier one, and every
/// patch overrides the automatic colours. `normal` (the empty state) is contained in every
/// state, as `contains(.normal)` is always true.
public struct ButtonConfiguration: Hashable, Sendable {
    /// The configuration as set once (its `style` always set).
    public var base: ConfigurationPatch
    /// The handler's patches by state, in file order.
    public var updates: [StateValue<ConfigurationPatch>]

    /// Creates a configuration.
    /// - Parameters:
    ///   - base: The fields set once; a missing style is `plain`.
    ///   - updates: The per-state patches, in file order.
    public init(base: ConfigurationPatch, updates: [StateValue<ConfigurationPatch>] = []) {
        var base = base
        if base.style == nil { base.style = .plain }
        self.base = base
        self.updates = updates
    }

    /// The style set once.
    public var style: ConfigurationStyle { base.style ?? .plain }

    /// The patches the handler applies in `state`, in file order.
    public func updates(for state: ControlState) -> [StateValue<ConfigurationPatch>] {
        updates.filter { state.contains($0.state) }
    }

    /// The configuration shown in `state`: the base, with the title the machine last set
    /// (if any), then the matching patches in file order.
    /// - Parameters:
    ///   - state: The button's state.
    ///   - title: The title set for `.normal` now (the file's, or a machine state's).
    ///   - localization: The locale texts are shown in.
    public func resolved(for state: ControlState, title: String, localization: Localization) -> ResolvedConfiguration {
        var result = ResolvedConfiguration(base: base, title: title, localization: localization)
        for update in updates(for: state) {
            result.apply(update, localization: localization)
        }
        return result
    }

    /// Every title and subtitle it can show in a locale, for reserving the widest.
    public func allTexts(_ localization: Localization) -> [String] {
        ([base] + updates.map(\.value)).flatMap { patch in
            [patch.title, patch.subtitle].compactMap { $0.map(localization.text) }
        }
    }
}
