/// What one kind of custom-state rule does to a button's flags: the whole of its engine
/// behaviour, so ``ButtonFlags`` and ``CustomState`` ask the rule and never name it.
///
/// Each kind has one conforming type in a file of its own (``ImpliesRule``, ``HoldsRule``);
/// ``CustomState/Rule/Kind/behavior`` maps the kind to it.
public protocol CustomStateRuleBehavior: Sendable {
    /// Whether a state of this kind may say what its flags become when it ends
    /// (``CustomState/afterwards``).
    static var takesAfterwards: Bool { get }

    /// Whether the rule's flags join the state's bit in UIKit's `state` while it is on
    /// (``CustomState/coupledFlags``).
    static var carriesFlags: Bool { get }

    /// Whether the rule's flags are forced on while the state is on, so that a request to
    /// change one does not show: the state holds it (``CustomState/heldFlags``).
    static var holdsFlags: Bool { get }

    /// Whether a request that clears one of the rule's flags ends the state
    /// (``CustomState/impliedFlags``).
    static var endsWhenAFlagIsCleared: Bool { get }

    /// The requested system flags once a state of this kind turns on.
    /// - Parameters:
    ///   - requested: The flags as code last asked for them.
    ///   - flags: The flags the rule names.
    static func requested(_ requested: ControlState, turningOn flags: ControlState) -> ControlState

    /// The requested system flags once a state of this kind turns off.
    /// - Parameters:
    ///   - requested: The flags as code last asked for them.
    ///   - flags: The flags the rule names.
    ///   - afterwards: What the state says its flags become when it ends.
    static func requested(
        _ requested: ControlState, turningOff flags: ControlState, afterwards: CustomState.Afterwards
    ) -> ControlState
}
