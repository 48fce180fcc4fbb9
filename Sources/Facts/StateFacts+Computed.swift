import ButtonKit
import DeviceLook
import Theming

extension StateFacts {
    /// The facts of `button` in its current state.
    /// - Parameters:
    ///   - button: The button, in the state described.
    ///   - theme: The theme as shown in `environment` (its counterpart already chosen).
    ///   - environment: The environment.
    ///   - localization: The locale shown.
    ///   - detail: Whether to measure the geometry too.
    public init(
        _ button: Button, theme: Theme, environment: DisplayEnvironment = .standard,
        localization: Localization, detail: Detail = .look
    ) {
        let button = button.shown(in: environment)
        let state = button.state
        self.button = button.id.rawValue
        mode = button.machineState
        flags = button.flags.names
        self.state = state
        locale = localization.locale
        self.theme = theme.name
        self.environment = environment
        title = button.shownTitle
        framework = button.framework
        titleSource = TitleSource(description: Self.titleSource(of: button))
        titleRule = button.titleHiddenBy == nil && button.configuration == nil ? button.titleLookup.source : nil
        let resolved = theme.style(of: button)
        coloursRule = button.configuration == nil ? resolved.source : nil
        tokens = TokenSource(description: Self.tokens(of: button, resolved: resolved))
        let style = resolved.style
        let page = theme.surface(variant: button.variant)
        colors = StateColors(
            foreground: style.foreground, background: style.background,
            border: style.borderWidth > 0 ? style.border : nil, spinner: style.spinner, page: page)
        contrast = Contrast.ratio(style.foreground, style.background ?? page)
        isEnabled = button.isEnabled
        isDisabledByContainer = button.flags.isDisabledByContainer
        let swiftUI = button.framework == .swiftui
        role = swiftUI ? button.definition.role : nil
        systemLabel = button.systemLabelRole
        controlSize = swiftUI ? button.drawnSize.controlSize : nil
        showsSpinner = button.showsSpinner
        image = button.icon
        reads = VoiceOver.reading(for: button, localization: localization)
        accessibilityLabel = VoiceOver.label(for: button, localization: localization)
        tap = TapFacts(button, localization: localization)
        timers = TimerFacts.timers(of: button, localization: localization)
        geometry =
            detail == .withGeometry ? DeviceGeometry(button, theme: theme, environment: environment) : nil
    }

    private static func titleSource(of button: Button) -> String {
        if let hidden = button.titleHiddenBy { return "hidden while \(hidden.name)" }
        if let configuration = button.configuration {
            return configuration.setBy["title"].map { "configuration title from updates[\($0)]" }
                ?? "configuration title"
        }
        return SlotDescription.describe(source: button.titleLookup.source, state: button.state)
    }

    private static func tokens(of button: Button, resolved: ResolvedStyle) -> String {
        if let configuration = button.configuration {
            return "\(configuration.style.rawValue) configuration, \(button.variant) tint"
        }
        let slotName = StateTokenName.name(for: resolved.slot, customStates: button.definition.states)
        return "\(button.variant).\(slotName) ("
            + SlotDescription.describe(source: resolved.source, state: button.state)
            + ")"
    }
}
