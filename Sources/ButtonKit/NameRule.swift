/// The one place that says what a name in a button file may be: button ids, theme colour
/// groups, custom states, machine states, events, delays, counters and locale tags. Every
/// reader (button files, themes, key scripts, the command line) asks the rule here, and
/// the loader words every refusal the same way from ``kind`` and ``grammar``; the JSON
/// schema spells the same patterns and a test checks it against these rules.
public struct NameRule: Sendable {
    /// What the name names, as messages say it: `state name`, `button id`.
    public let kind: String
    /// What the name's characters may be, as messages say it: `a lowercase letter, then up
    /// to 31 letters or digits` (the reserved words are listed apart).
    public let grammar: String
    /// Words the name may not be, although their characters fit.
    public let reserved: [String]
    /// Beginnings the name may not have (`xstate.`, XState's own events).
    public let reservedPrefixes: [String]
    private let shape: @Sendable (String) -> Bool

    /// Creates a rule from its characters.
    /// - Parameters:
    ///   - kind: What the name names.
    ///   - grammar: What the name may be, in words.
    ///   - reserved: Words refused although their characters fit.
    ///   - reservedPrefixes: Beginnings refused.
    ///   - shape: Whether a name's characters and length fit.
    public init(
        kind: String, grammar: String, reserved: [String] = [], reservedPrefixes: [String] = [],
        shape: @escaping @Sendable (String) -> Bool
    ) {
        self.kind = kind
        self.grammar = grammar
        self.reserved = reserved
        self.reservedPrefixes = reservedPrefixes
        self.shape = shape
    }

    /// Whether `name` is a name of this kind: its characters fit and it is not reserved.
    public func accepts(_ name: String) -> Bool {
        fits(name) && !reserved.contains(name) && !reservedPrefixes.contains(where: name.hasPrefix)
    }

    /// Whether `name`'s characters and length fit, reserved words aside (a theme word that
    /// names a custom state is checked this way, the system words being read first).
    public func fits(_ name: String) -> Bool { shape(name) }

    /// What messages put in brackets after the name: the grammar, then `; not` and the
    /// reserved words in alphabetical order, then the reserved beginnings.
    public var requirement: String {
        var refused = reserved.sorted().joined(separator: ", ")
        if !reservedPrefixes.isEmpty {
            refused += (refused.isEmpty ? "" : ", ") + "nor starting with " + reservedPrefixes.joined(separator: " or ")
        }
        return refused.isEmpty ? grammar : "\(grammar); not \(refused)"
    }

    // MARK: The rules

    /// A button's `id`: `[a-z][a-z0-9-]{0,31}`.
    public static let buttonID = NameRule(
        kind: "button id", grammar: "a lowercase letter, then up to 31 lowercase letters, digits or '-'"
    ) { name in
        matches(name, length: 1...32, first: isLowercase) { isLowercase($0) || isDigit($0) || $0 == "-" }
    }

    /// A button's `variant`, a theme colour group: written like an id.
    public static let variant = NameRule(
        kind: "theme colour group name", grammar: "a lowercase letter, then up to 31 lowercase letters, digits or '-'"
    ) { buttonID.fits($0) }

    /// A custom state's name: `[a-z][a-zA-Z0-9]{0,31}`, not a word that names a system
    /// flag or plain state anywhere, nor `spinner` or `not`. Names join with `-` in themes
    /// and with `|` in state keys, so neither may appear in one.
    public static let customState = NameRule(
        kind: "state name", grammar: "a lowercase letter, then up to 31 letters or digits",
        reserved: SystemFlag.reservedWords + ["spinner", "not"]
    ) { name in
        matches(name, length: 1...32, first: isLowercase) { isLowercase($0) || isUppercase($0) || isDigit($0) }
    }

    /// A machine state's name: any text but the empty one.
    public static let machineState = NameRule(kind: "machine state name", grammar: "at least one character") {
        !$0.isEmpty
    }

    /// An event's name as XState writes them: 1 to 64 letters, digits, `_`, `-` or `.`;
    /// not `tap`, which every button has, nor XState's own `xstate.` events.
    public static let event = NameRule(
        kind: "event name", grammar: "letters, digits, '_', '-' or '.', up to 64",
        reserved: ["tap"], reservedPrefixes: ["xstate."]
    ) { name in
        matches(name, length: 1...64, first: isEventCharacter, rest: isEventCharacter)
    }

    /// A named delay: a letter or `_`, then up to 63 letters, digits, `_`, `-` or `.`; not
    /// `step`, the simulator's own delay.
    public static let delay = NameRule(
        kind: "delay name", grammar: "a letter or '_', then up to 63 letters, digits, '_', '-' or '.'",
        reserved: ["step"]
    ) { name in
        matches(name, length: 1...64, first: { isLetter($0) || $0 == "_" }, rest: isEventCharacter)
    }

    /// A counter's name, shown in titles as `{NAME}`: a letter or `_`, then up to 31
    /// letters, digits or `_`.
    public static let counter = NameRule(
        kind: "counter name", grammar: "a letter or '_', then up to 31 letters, digits or '_'"
    ) { name in
        matches(name, length: 1...32, first: { isLetter($0) || $0 == "_" }) {
            isLetter($0) || isDigit($0) || $0 == "_"
        }
    }

    /// A BCP 47 language tag: 2 to 8 letters, then `-` separated subtags of 1 to 8
    /// letters or digits (`en`, `zh`, `pt-BR`).
    public static let localeTag = NameRule(
        kind: "BCP 47 language tag",
        grammar: "2 to 8 letters, then any '-' subtags of 1 to 8 letters or digits, such as en, zh or pt-BR"
    ) { name in
        let parts = name.unicodeScalars.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy(isLetter) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { isLetter($0) || isDigit($0) }
        }
    }

    // MARK: Characters

    private static func matches(
        _ name: String, length: ClosedRange<Int>, first: (Unicode.Scalar) -> Bool,
        rest: (Unicode.Scalar) -> Bool
    ) -> Bool {
        let scalars = name.unicodeScalars
        guard let head = scalars.first, first(head), length.contains(scalars.count) else { return false }
        return scalars.dropFirst().allSatisfy(rest)
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { isLowercase(scalar) || isUppercase(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isEventCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || isDigit(scalar) || scalar == "_" || scalar == "-" || scalar == "."
    }
}
