extension Key {
    /// The bytes a terminal sends for the key (xterm's), for a recording's key events.
    public var typedBytes: String {
        switch self {
        case .character(let character): String(character)
        case .space: " "
        case .enter: "\r"
        case .tab: "\t"
        case .backtab: "\u{1B}[Z"
        case .escape: "\u{1B}"
        case .up: "\u{1B}[A"
        case .down: "\u{1B}[B"
        case .right: "\u{1B}[C"
        case .left: "\u{1B}[D"
        }
    }
}
