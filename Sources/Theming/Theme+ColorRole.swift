import ButtonKit

extension Theme {
    /// The coloured parts of a button whose role a theme names.
    public enum ColorPart: String, Sendable, CaseIterable {
        case background, foreground, border, spinner
    }

    /// The role that supplies `part` of a `variant` button in `state`, looked up as
    /// ``style(variant:size:state:customStates:)`` looks up the colours: the state group
    /// of the slot UIKit reads when it sets the part, else the default state's; the spinner
    /// is its own role when the theme has one, else the foreground's.
    /// - Parameters:
    ///   - part: The part.
    ///   - variant: The button's variant.
    ///   - state: The control state.
    ///   - customStates: The button's custom states.
    public func colorRole(_ part: ColorPart, variant: String, state: ControlState, customStates: [CustomState])
        -> String
    {
        let prefix = TokenRoles.variant(variant)
        guard let tokens = variants[variant] else { return "\(prefix).\(SystemFlag.normalThemeWord).\(part.rawValue)" }
        if part == .spinner, tokens.spinner != nil { return "\(prefix).\(TokenRoles.spinner)" }
        let shown = part == .spinner ? ColorPart.foreground : part
        let lookup = tokens.tables(customStates: customStates).patches.lookup(state, default: .empty)
        let slot: ControlState =
            switch lookup.source {
            case .exact: state
            case .aliased(let slot): slot
            case .ladder(_, let slot): slot
            case .normalFallback, .systemDefault: .normal
            }
        let group = tokens.groups.first { $0.words.state(customStates: customStates) == slot }
        let sets =
            switch shown {
            case .background: group?.patch.background != nil
            case .border: group?.patch.border != nil
            default: group?.patch.foreground != nil
            }
        return
            "\(prefix).\(sets ? group?.name ?? SystemFlag.normalThemeWord : SystemFlag.normalThemeWord).\(shown.rawValue)"
    }

    /// The value and token of `part` in `state`, as ``colorRole(_:variant:state:customStates:)``
    /// names it; `nil` when the theme read no colour token for that role.
    /// - Parameters:
    ///   - part: The part.
    ///   - variant: The button's variant.
    ///   - state: The control state.
    ///   - customStates: The button's custom states.
    public func roleColor(_ part: ColorPart, variant: String, state: ControlState, customStates: [CustomState])
        -> RoleColor?
    {
        roleColors[colorRole(part, variant: variant, state: state, customStates: customStates)]
    }
}
