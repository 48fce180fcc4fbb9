extension CustomState {
    /// How a custom state couples with the system flags.
    ///
    /// A new rule is a case here and in ``Kind`` (with its line in ``Kind/behavior``), its
    /// engine behaviour in one file conforming to ``CustomStateRuleBehavior`` (as
    /// ``ImpliesRule`` and ``HoldsRule`` do), its exported Swift in one SwiftExport entry
    /// conforming to `ExportedRule` (listed in `ExportedRule.swift`), and its key in
    /// `Schemas/buttons.schema.json` and `docs/buttons.md`. ``ButtonFlags`` asks the
    /// behaviour and never names a rule; the button-file reader takes its key, its flag list
    /// and its errors from ``Kind/allCases`` and names no rule itself.
    public enum Rule: Hashable, Sendable {
        /// No coupling: the state is its bit alone.
        case none
        /// While on, these flags are forced on and requests to change them are refused;
        /// when it goes off, ``CustomState/afterwards`` decides what they become.
        case holds(ControlState)
        /// Turning the state on sets these flags; clearing any of them clears the state.
        case implies(ControlState)

        /// The rules a button file can name, each by its own key.
        ///
        /// The raw value is the key, and also the verb of the reader's messages ("a state
        /// that holds flags"). The order is that of the keys in the reader's list of known
        /// keys and in its messages.
        public enum Kind: String, CaseIterable, Sendable {
            /// ``Rule/implies(_:)``.
            case implies
            /// ``Rule/holds(_:)``.
            case holds

            /// What a rule of this kind does to the flags: the one place a kind is mapped
            /// to its behaviour.
            public var behavior: any CustomStateRuleBehavior.Type {
                switch self {
                case .implies: ImpliesRule.self
                case .holds: HoldsRule.self
                }
            }

            /// Whether a state of this kind may say what its flags become when it ends
            /// (``CustomState/afterwards``): only flags forced on have something to become.
            public var takesAfterwards: Bool { behavior.takesAfterwards }

            /// Whether the flags are part of the state's value while it is on
            /// (``CustomState/coupledFlags``): `mutual` is `1 << 16 | selected`.
            public var carriesFlags: Bool { behavior.carriesFlags }
        }

        /// The rule of this kind over these flags.
        /// - Parameters:
        ///   - kind: Which rule.
        ///   - flags: The system flags it names.
        public init(kind: Kind, flags: ControlState) {
            switch kind {
            case .implies: self = .implies(flags)
            case .holds: self = .holds(flags)
            }
        }

        /// Which rule it is, or nil for ``none``.
        public var kind: Kind? {
            switch self {
            case .none: nil
            case .implies: .implies
            case .holds: .holds
            }
        }

        /// What the rule does to the flags, or nil for ``none`` (which does nothing).
        public var behavior: (any CustomStateRuleBehavior.Type)? { kind?.behavior }

        /// The system flags the rule names, whatever its kind (empty for ``none``).
        public var flags: ControlState {
            switch self {
            case .none: []
            case .holds(let flags), .implies(let flags): flags
            }
        }
    }
}
