/// The one table of UIKit's four system flags and every word the simulator spells them
/// with: the name button files, state keys, `--state` and contracts use, the property
/// name code and machine actions set, the word theme state groups use, and the letter
/// gallery labels show. Everything that names a system flag reads it from here; the
/// JSON schemas and docs spell the same words and a test checks them against this table.
public struct SystemFlag: Hashable, Sendable {
    /// The flag's bit in UIKit's state.
    public let state: ControlState
    /// The name in button files, state keys, `--state`, contracts and saved state (`highlighted`).
    public let name: String
    /// The flag code sets (`isEnabled` for the disabled bit).
    public let flag: ButtonFlag
    /// The name machine actions and guards use: the property code sets (`enabled`, not `disabled`).
    public let codeName: String
    /// The word in a theme's state group names (`pressed` for highlighted).
    public let themeWord: String
    /// The letter in gallery labels (`H`).
    public let letter: String

    /// The highlighted bit: `isHighlighted`, `pressed` in themes, `H` in galleries.
    public static let highlighted = SystemFlag(
        state: .highlighted, name: "highlighted", flag: .highlighted, codeName: "highlighted", themeWord: "pressed",
        letter: "H")
    /// The disabled bit: set by `isEnabled = false`, so machine actions name it `enabled`.
    public static let disabled = SystemFlag(
        state: .disabled, name: "disabled", flag: .enabled, codeName: "enabled", themeWord: "disabled", letter: "D")
    /// The selected bit.
    public static let selected = SystemFlag(
        state: .selected, name: "selected", flag: .selected, codeName: "selected", themeWord: "selected", letter: "S")
    /// The focused bit.
    public static let focused = SystemFlag(
        state: .focused, name: "focused", flag: .focused, codeName: "focused", themeWord: "focused", letter: "F")

    /// The four flags in bit order: highlighted, disabled, selected, focused.
    public static let all: [SystemFlag] = [.highlighted, .disabled, .selected, .focused]

    /// The name of the state with no flag set, in button files, keys and contracts.
    public static let normalName = "normal"
    /// The theme word for the state with no flag set.
    public static let normalThemeWord = "default"
    /// The gallery letter of the state with no flag set.
    public static let normalLetter = "N"

    /// The order gallery labels list letters in: `S|D|H|F`.
    public static let galleryOrder: [SystemFlag] = [.selected, .disabled, .highlighted, .focused]
    /// The order theme group names are written in (`selected-focused-pressed`), disabled last.
    public static let themeOrder: [SystemFlag] = [.selected, .focused, .highlighted, .disabled]

    /// The flags' names in bit order (`highlighted`, `disabled`, `selected`, `focused`).
    public static var names: [String] { all.map(\.name) }

    /// The flag a button-file name spells, or `nil`.
    public static func named(_ name: String) -> SystemFlag? { all.first { $0.name == name } }

    /// The flag a theme word spells, or `nil`.
    public static func themeWord(_ word: String) -> SystemFlag? { all.first { $0.themeWord == word } }

    /// The flag a machine action's name spells, or `nil`.
    public static func codeNamed(_ name: String) -> SystemFlag? { all.first { $0.codeName == name } }

    /// Every word that names a system flag or the plain state somewhere (button files,
    /// code, themes): no custom state may take one.
    public static var reservedWords: [String] {
        var words = [normalName]
        for word in names + all.map(\.codeName) + all.map(\.themeWord) + [normalThemeWord] where !words.contains(word) {
            words.append(word)
        }
        return words
    }

    /// `N normal, S selected, D disabled, H highlighted, F focused`, joined by `separator`.
    public static func letterLegend(separator: String, withNormal: Bool) -> String {
        let normal = withNormal ? ["\(normalLetter) \(normalName)"] : []
        return (normal + galleryOrder.map { "\($0.letter) \($0.name)" }).joined(separator: separator)
    }
}
