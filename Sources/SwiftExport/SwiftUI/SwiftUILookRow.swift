import ButtonKit
import Facts
import Theming

/// What one reachable state shows under SwiftUI's rules, as the twin's look table writes it:
/// the state's facts turned into catalog keys and colour expressions. Made from
/// ``StateFacts`` only, so the table says what the review says.
struct SwiftUILookRow {
    /// A text the twin reads from the String Catalog: a case of the twin's text enum.
    struct CatalogText: Hashable {
        /// The catalog key (the UIKit export's key for the same text).
        var key: String
        /// The text in the development locale, the key's default value.
        var text: String
        /// The translator's comment.
        var comment: String
        /// The text enum's case (`titleSelected`).
        var member: String
        /// The default value as a Swift literal, counters interpolated (`"Liked · \(likes.formatted())"`).
        var defaultValue: String
    }

    /// The state's facts (development locale, default environment).
    var facts: StateFacts
    /// The machine state's Swift case, nil without a machine.
    var modeCase: String?
    /// The Swift case of the machine state whose image `.normal` keeps, nil when none set one.
    var imageSetBy: String?
    /// The Swift case of the machine state whose title `.normal` keeps, nil when the key does not
    /// need it (every machine state sets a title, or none does).
    var titleSetBy: String?
    /// The flags that hold, by name (`highlighted`, `disabled`, `selected`, `focused`, custom names).
    var flags: Set<String>
    /// The title, nil when hidden or empty.
    var title: CatalogText?
    /// An SF Symbol's name, when the image matches one.
    var systemImage: String?
    /// An image asset's name, when no SF Symbol matches.
    var imageAsset: String?
    /// The title's colour, as a Swift expression.
    var foreground: String
    /// The title's weight on CSS's scale, as the review draws it (the theme's for the state).
    var weight: Int
    /// The fill, nil when clear.
    var background: String?
    /// The border's colour, nil without a border.
    var border: String?
    /// The activity indicator's colour.
    var spinner: String
    /// The accessibility label when it is not the title (the file's own, or the name kept
    /// while a state with its own reading hides the title).
    var label: CatalogText?
    /// The accessibility value (a custom state's words, "Loading").
    var value: CatalogText?

    /// The key of the row in Swift: `.init(mode: .idle, isPressed: false, ...)` in the
    /// order of ``SwiftUITwin/inputs``.
    func key(_ twin: SwiftUITwin) -> String { ".init(" + keyArguments(twin).joined(separator: ", ") + ")" }

    /// The arguments of ``key(_:)``: the machine state, the states whose image and title it
    /// keeps, then every input.
    func keyArguments(_ twin: SwiftUITwin) -> [String] {
        var parts: [String] = []
        if let modeCase { parts.append("mode: .\(modeCase)") }
        if let imageSetBy { parts.append("imageSetBy: .\(imageSetBy)") }
        if let titleSetBy { parts.append("titleSetBy: .\(titleSetBy)") }
        for input in twin.inputs { parts.append("\(input.property): \(input.isOn(flags))") }
        return parts
    }
}
