/// An app-defined control state, declared as data in a button file (docs/buttons.md).
///
/// A custom state may own one bit of UIKit's application range and may couple with the
/// system flags: `implies` sets flags with it, `holds` forces flags on while it lasts.
/// The engine applies these rules generically, asking each rule's behaviour
/// (``CustomStateRuleBehavior``); it never knows which state or which rule it is.
public struct CustomState: Hashable, Sendable {
    /// What the flags a `holds` state forced on become when it goes off.
    public enum Afterwards: String, Hashable, Sendable, Codable {
        /// They are cleared: for `disabled`, the button is enabled, as NKLoadingButton's
        /// `setLoading:NO` and the design system's `stopLoading()` do. Requests made
        /// meanwhile are forgotten.
        case enable
        /// They return to the value code last asked for.
        case restore
    }

    /// The name used in keys, `--state`, themes and the json state.
    public var name: String
    /// The application bit alone, or empty for a state UIKit never sees (a property).
    public var bit: ControlState
    /// The coupling with the system flags.
    public var rule: Rule
    /// For `holds`: what the held flags become when the state ends.
    public var afterwards: Afterwards
    /// A spinner turns while the state is on.
    public var spinner: Bool
    /// The title is hidden while the state is on (the design system's `startLoading()`).
    public var hidesTitle: Bool
    /// What VoiceOver reads while the state is on, instead of the title.
    public var accessibilityLabel: LocalizedText?
    /// The key that toggles it on the target button.
    public var key: Character?
    /// A short mark for gallery labels (1 to 3 characters).
    public var mark: String?

    /// Creates a custom state.
    /// - Parameters:
    ///   - name: Its name.
    ///   - bit: An application bit (`1 << 16` ... `1 << 23`), or 0 for none.
    ///   - rule: Its coupling with the system flags.
    ///   - afterwards: For `holds`, what the held flags become afterwards.
    ///   - spinner: Whether a spinner turns while it is on.
    ///   - hidesTitle: Whether the title is hidden while it is on.
    ///   - accessibilityLabel: What VoiceOver reads while it is on.
    ///   - key: The key that toggles it.
    ///   - mark: Its gallery mark.
    public init(
        name: String, bit: UInt32 = 0, rule: Rule = .none, afterwards: Afterwards = .enable,
        spinner: Bool = false, hidesTitle: Bool = false, accessibilityLabel: LocalizedText? = nil,
        key: Character? = nil, mark: String? = nil
    ) {
        self.name = name
        self.bit = ControlState(rawValue: bit).intersection(.application)
        self.rule = rule
        self.afterwards = afterwards
        self.spinner = spinner
        self.hidesTitle = hidesTitle
        self.accessibilityLabel = accessibilityLabel
        self.key = key
        self.mark = mark
    }

    /// The system flags the rule ties to the state, part of its value while it is on.
    public var coupledFlags: ControlState { rule.behavior?.carriesFlags == true ? rule.flags : [] }

    /// The flags forced on while the state is on: its rule's, if the rule holds them
    /// (``CustomStateRuleBehavior/holdsFlags``, as `holds` does), else none.
    public var heldFlags: ControlState { rule.behavior?.holdsFlags == true ? rule.flags : [] }

    /// The flags whose clearing ends the state: its rule's, if the rule ends that way
    /// (``CustomStateRuleBehavior/endsWhenAFlagIsCleared``, as `implies` does), else none.
    public var impliedFlags: ControlState { rule.behavior?.endsWhenAFlagIsCleared == true ? rule.flags : [] }

    /// The requested system flags once this state turns on, by its rule.
    /// - Parameter requested: The flags as code last asked for them.
    public func requested(turningOn requested: ControlState) -> ControlState {
        rule.behavior?.requested(requested, turningOn: rule.flags) ?? requested
    }

    /// The requested system flags once this state turns off, by its rule and ``afterwards``.
    /// - Parameter requested: The flags as code last asked for them.
    public func requested(turningOff requested: ControlState) -> ControlState {
        rule.behavior?.requested(requested, turningOff: rule.flags, afterwards: afterwards) ?? requested
    }

    /// The full state value, as UIKit code writes it (`1 << 17 | disabled`); for a state
    /// without a bit, just its coupled flags.
    public var state: ControlState { bit.union(coupledFlags) }

    /// Hashes the name and bit alone: equal states have equal names and bits, and a
    /// button's states differ by name. A style lookup hashes its button's states on every
    /// render; their accessibility labels in every locale need not be read for that.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(bit.rawValue)
    }

    /// The gallery mark: the declared one, else the name's first letter in capitals.
    public var shownMark: String { mark ?? name.prefix(1).uppercased() }
}
