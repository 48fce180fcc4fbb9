/// The `holds` rule: while the state is on its flags are forced on and requests to change
/// them do not show; when it goes off, ``CustomState/afterwards`` decides what they become
/// (`loading` holds `disabled`).
public enum HoldsRule: CustomStateRuleBehavior {
    /// Held flags were forced, so the state says what they become when it ends.
    public static let takesAfterwards = true
    /// `loading` is `1 << 17 | disabled`.
    public static let carriesFlags = true
    /// Held flags are forced on while the state lasts.
    public static let holdsFlags = true
    /// Requests to clear a held flag are kept for later, not obeyed: the state stays on.
    public static let endsWhenAFlagIsCleared = false

    /// Leaves the requests alone: the held flags show through the state's value, and what
    /// code asked for is kept for ``CustomState/Afterwards/restore``.
    /// - Parameters:
    ///   - requested: The flags as code last asked for them.
    ///   - flags: The held flags.
    public static func requested(_ requested: ControlState, turningOn flags: ControlState) -> ControlState {
        requested
    }

    /// ``CustomState/Afterwards/enable`` clears the held flags, forgetting requests made
    /// meanwhile; ``CustomState/Afterwards/restore`` keeps what code last asked for.
    /// - Parameters:
    ///   - requested: The flags as code last asked for them.
    ///   - flags: The held flags.
    ///   - afterwards: What the held flags become.
    public static func requested(
        _ requested: ControlState, turningOff flags: ControlState, afterwards: CustomState.Afterwards
    ) -> ControlState {
        switch afterwards {
        case .enable: requested.subtracting(flags)
        case .restore: requested
        }
    }
}
