/// The SF Symbol a button file's image character stands for, where one plainly matches:
/// `♥` is `heart.fill`. An image without a match stays a named asset the app adds.
enum SFSymbolName {
    /// Characters and the SF Symbols that draw them (names from Apple's SF Symbols app).
    static let table: [String: String] = [
        "♥": "heart.fill", "♡": "heart", "♣": "suit.club.fill", "♠": "suit.spade.fill", "♦": "suit.diamond.fill",
        "★": "star.fill", "☆": "star", "✓": "checkmark", "✔": "checkmark", "✕": "xmark", "✗": "xmark",
        "↓": "arrow.down", "↑": "arrow.up", "←": "arrow.left", "→": "arrow.right", "+": "plus", "−": "minus",
        "⬇": "arrow.down", "⬆": "arrow.up", "⤓": "arrow.down.to.line", "↻": "arrow.clockwise", "⚙": "gearshape",
        "✉": "envelope", "☎": "phone", "♪": "music.note", "⚑": "flag.fill", "⌂": "house",
        "⌫": "delete.left", "⌦": "delete.right", "!": "exclamationmark", "?": "questionmark",
        "⚠": "exclamationmark.triangle", "×": "xmark", "✖": "xmark", "✎": "pencil", "↺": "arrow.counterclockwise",
    ]

    /// The symbol for an image character, or `nil` when none matches.
    static func symbol(for image: String) -> String? { table[image] }
}
