/// The `implies` rule: turning the state on sets its flags, and clearing any of them
/// clears the state (a `mutual` state that implies `selected`).
public enum ImpliesRule: CustomStateRuleBehavior {
    /// An implied flag is set once and then belongs to code: nothing to become afterwards.
    public static let takesAfterwards = false
    /// `mutual` is `1 << 16 | selected`.
    public static let carriesFlags = true
    /// Implied flags are set, not forced: code may clear them (which ends the state).
    public static let holdsFlags = false
    /// Clearing an implied flag ends the state.
    public static let endsWhenAFlagIsCleared = true

    /// Sets the implied flags as if code had asked for them.
    /// - Parameters:
    ///   - requested: The flags as code last asked for them.
    ///   - flags: The implied flags.
    public static func requested(_ requested: ControlState, turningOn flags: ControlState) -> ControlState {
        requested.union(flags)
    }

    /// Leaves the requests alone: the implied flags stay as code now has them.
    /// - Parameters:
    ///   - requested: The flags as code last asked for them.
    ///   - flags: The implied flags.
    ///   - afterwards: Not read: an implies state takes none.
    public static func requested(
        _ requested: ControlState, turningOff flags: ControlState, afterwards: CustomState.Afterwards
    ) -> ControlState {
        requested
    }
}
