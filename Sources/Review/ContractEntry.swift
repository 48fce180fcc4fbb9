import ButtonKit
import Escaping
import Facts
import JSONSupport
import Theming

/// One line of the reachable-state contract: what one button shows and does in one
/// reachable state, in one locale and theme.
public struct ContractEntry: Hashable, Sendable {
    /// The button's id.
    public var button: String
    /// The machine state, `-` for a button without a machine.
    public var mode: String
    /// The flags by name (`selected highlighted`, `normal`), custom states by name.
    public var state: String
    /// UIKit's raw value, `0x4`.
    public var raw: String
    /// The locale the titles are shown in.
    public var locale: String
    /// The theme's name.
    public var theme: String
    /// The title shown, empty when hidden.
    public var title: String
    /// Where the title came from: `exact slot 0x4`, `hidden while loading`, …
    public var titleFrom: String
    /// The style tokens and where they came from: `secondary.selected (exact slot 0x4)`.
    public var tokens: String
    /// Title colour.
    public var foreground: String
    /// Fill colour, `clear` for none.
    public var background: String
    /// Border colour, `none` for none.
    public var border: String
    /// WCAG contrast of the title against its fill (or the surface when clear), two decimals.
    public var contrast: String
    /// What VoiceOver reads.
    public var reads: String
    /// The control events a tap sends and the machine states it can lead to.
    public var tap: String

    /// The compared fields after the key, in line order, as (name, value).
    public var fields: [(name: String, value: String)] {
        [
            ("title", title), ("title-from", titleFrom), ("tokens", tokens), ("fg", foreground),
            ("bg", background), ("border", border), ("contrast", contrast), ("reads", reads), ("tap", tap),
        ]
    }

    /// The entry for one reachable state, in the standard environment.
    /// - Parameters:
    ///   - button: The button in that state.
    ///   - theme: The theme.
    ///   - localization: The locale shown.
    public init(_ button: Button, theme: Theme, localization: Localization) {
        self.init(StateFacts(button, theme: theme, localization: localization))
    }

    /// The entry that words a state's facts.
    /// - Parameter facts: The state's facts.
    public init(_ facts: StateFacts) {
        button = facts.button
        mode = facts.mode ?? "-"
        state = facts.flags.joined(separator: " ").ifEmptyNormal
        raw = facts.state.shortHex
        locale = facts.locale.rawValue
        theme = facts.theme
        title = facts.title
        titleFrom = facts.titleSource.description
        tokens = facts.tokens.description
        foreground = facts.colors.foreground.hex
        background = facts.colors.background?.hex ?? "clear"
        border = facts.colors.border?.hex ?? "none"
        contrast = Decimals.fixed(facts.contrast, digits: 2)
        reads = facts.reads
        tap = Self.tap(facts.tap)
    }

    /// `touchDown touchUpInside primaryActionTriggered -> counting S 0x4`, or `none (disabled)`.
    static func tap(_ tap: TapFacts) -> String {
        guard !tap.events.isEmpty else { return "none (disabled)" }
        let targets = tap.outcomes.map(\.label)
        return tap.events.map(\.rawValue).joined(separator: " ")
            + (targets.isEmpty ? "" : " -> " + targets.joined(separator: " | "))
    }

    /// The line: the key's fields by name, then every compared field; strings in JSON quotes.
    public var line: String {
        var parts = [
            "button=\(Self.quotedIfNeeded(button))", "mode=\(Self.quotedIfNeeded(mode))",
            "state=\(Self.quotedIfNeeded(state))", "raw=\(raw)", "locale=\(locale)",
            "theme=\(Self.quotedIfNeeded(theme))",
        ]
        for field in fields { parts.append("\(field.name)=\(Self.quotedIfNeeded(field.value))") }
        return parts.joined(separator: " ")
    }

    /// A value in JSON quotes, control characters escaped, so one entry is one line.
    static func quoted(_ value: String) -> String {
        ControlCharacterEscaping.jsonEscaped(JSONLiteral.string(value))
    }

    /// A bare word when it needs no quotes (ASCII letters, digits, `-_.#`), else quoted.
    static func quotedIfNeeded(_ value: String) -> String {
        // Bytes, not Unicode properties: every field of every line passes through here.
        let bare =
            !value.isEmpty
            && value.utf8.allSatisfy {
                switch $0 {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                    UInt8(ascii: "#"):
                    true
                default: false
                }
            }
        return bare ? value : quoted(value)
    }
}

extension String {
    fileprivate var ifEmptyNormal: String { isEmpty ? SystemFlag.normalName : self }
}
