/// The one place that says which names a button file may use: button ids, theme colour
/// groups, custom states, machine states, events, delays, counters and locale tags. Every
/// reader (button files, themes, key scripts, the command line) asks the rule here;
/// Definitions words every refusal the same way (`NameRule+Wording`), and a test checks
/// the JSON schema's patterns against these rules.
public enum NameRule: CaseIterable, Sendable {
    /// A button's `id`: `[a-z][a-z0-9-]{0,31}`.
    case buttonID
    /// A button's `variant`, a theme colour group: written like an id.
    case variant
    /// A custom state's name: `[a-z][a-zA-Z0-9]{0,31}`, not a word that names a system
    /// flag or the plain state anywhere, nor `spinner` or `not`. Names join with `-` in
    /// themes and with `|` in state keys, so neither may appear in one.
    case customState
    /// A machine state's name: any text but the empty one.
    case machineState
    /// An event's name as XState writes them: 1 to 64 letters, digits, `_`, `-` or `.`;
    /// not `tap`, which every button has, nor XState's own `xstate.` events.
    case event
    /// A named delay: a letter or `_`, then up to 63 letters, digits, `_`, `-` or `.`;
    /// not `step`, the simulator's own delay.
    case delay
    /// A counter's name, shown in titles as `{NAME}`: a letter or `_`, then up to 31
    /// letters, digits or `_`.
    case counter
    /// A BCP 47 language tag: 2 to 8 letters, then `-` separated subtags of 1 to 8
    /// letters or digits (`en`, `zh`, `pt-BR`).
    case localeTag

    /// Whether `name` is a name of this kind: its characters fit and it is not reserved.
    public func accepts(_ name: String) -> Bool {
        fits(name) && !reserved.contains(name) && !reservedPrefixes.contains(where: name.hasPrefix)
    }

    /// Words refused although their characters fit.
    public var reserved: [String] {
        switch self {
        case .customState: SystemFlag.reservedWords + ["spinner", "not"]
        case .event: [MachineEvent.tap]
        case .delay: ["step"]
        default: []
        }
    }

    /// Beginnings refused (`xstate.`, XState's own events).
    public var reservedPrefixes: [String] { self == .event ? ["xstate."] : [] }

    /// Whether `name`'s characters and length fit, reserved words aside (a theme word that
    /// names a custom state is checked this way, the system words being read first).
    public func fits(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        switch self {
        case .buttonID, .variant:
            return Self.matches(scalars, length: 1...32, first: Self.isLowercase) {
                Self.isLowercase($0) || Self.isDigit($0) || $0 == "-"
            }
        case .customState:
            return Self.matches(scalars, length: 1...32, first: Self.isLowercase) {
                Self.isLetter($0) || Self.isDigit($0)
            }
        case .machineState:
            return !scalars.isEmpty
        case .event:
            return Self.matches(scalars, length: 1...64, first: Self.isEventCharacter, rest: Self.isEventCharacter)
        case .delay:
            return Self.matches(
                scalars, length: 1...64, first: { Self.isLetter($0) || $0 == "_" }, rest: Self.isEventCharacter)
        case .counter:
            return Self.matches(scalars, length: 1...32, first: { Self.isLetter($0) || $0 == "_" }) {
                Self.isLetter($0) || Self.isDigit($0) || $0 == "_"
            }
        case .localeTag:
            let parts = scalars.split(separator: "-", omittingEmptySubsequences: false)
            guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy(Self.isLetter) else {
                return false
            }
            return parts.dropFirst().allSatisfy { part in
                (1...8).contains(part.count) && part.allSatisfy { Self.isLetter($0) || Self.isDigit($0) }
            }
        }
    }

    // MARK: Characters

    private static func matches(
        _ scalars: String.UnicodeScalarView, length: ClosedRange<Int>, first: (Unicode.Scalar) -> Bool,
        rest: (Unicode.Scalar) -> Bool
    ) -> Bool {
        guard let head = scalars.first, first(head), length.contains(scalars.count) else { return false }
        return scalars.dropFirst().allSatisfy(rest)
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isEventCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || isDigit(scalar) || scalar == "_" || scalar == "-" || scalar == "."
    }
}
