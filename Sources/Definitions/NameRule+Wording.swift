import ButtonKit

extension NameRule {
    /// What the name names, as messages say it: `state name`, `button id`.
    public var kind: String {
        switch self {
        case .buttonID: "button id"
        case .variant: "theme colour group name"
        case .customState: "state name"
        case .machineState: "machine state name"
        case .event: "event name"
        case .delay: "delay name"
        case .counter: "counter name"
        case .localeTag: "BCP 47 language tag"
        }
    }

    /// What the name's characters may be, as messages say it (the reserved words are
    /// listed apart, by ``requirement``).
    public var grammar: String {
        switch self {
        case .buttonID, .variant: "a lowercase letter, then up to 31 lowercase letters, digits or '-'"
        case .customState: "a lowercase letter, then up to 31 letters or digits"
        case .machineState: "at least one character"
        case .event: "letters, digits, '_', '-' or '.', up to 64"
        case .delay: "a letter or '_', then up to 63 letters, digits, '_', '-' or '.'"
        case .counter: "a letter or '_', then up to 31 letters, digits or '_'"
        case .localeTag: "2 to 8 letters, then any '-' subtags of 1 to 8 letters or digits, such as en, zh or pt-BR"
        }
    }

    /// What messages put in brackets after the name: the grammar, then `; not` and the
    /// reserved words in alphabetical order, then the reserved beginnings.
    public var requirement: String {
        var refused = reserved.sorted().joined(separator: ", ")
        if !reservedPrefixes.isEmpty {
            refused += (refused.isEmpty ? "" : ", ") + "nor starting with " + reservedPrefixes.joined(separator: " or ")
        }
        return refused.isEmpty ? grammar : "\(grammar); not \(refused)"
    }

    /// The one message for a name this rule refuses:
    /// `"Follow" is not a button id (a lowercase letter, then ...)`.
    public func problem(_ name: String) -> String {
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\"\(name)\" is not \(article) \(kind) (\(requirement))"
    }
}
