import ButtonKit
import JSONSupport
import Rendering
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

    /// The entry for one reachable state.
    /// - Parameters:
    ///   - button: The button in that state.
    ///   - theme: The theme.
    ///   - localization: The locale shown.
    public init(_ button: Button, theme: Theme, localization: Localization) {
        let state = button.state
        self.button = button.id.rawValue
        mode = button.machineState ?? "-"
        self.state = button.flags.names.joined(separator: " ").ifEmptyNormal
        raw = state.shortHex
        locale = localization.locale.rawValue
        self.theme = theme.name
        title = button.shownTitle
        let configurationTitle = button.configuration.map { configuration in
            configuration.setBy["title"].map { "configuration title from updates[\($0)]" } ?? "configuration title"
        }
        titleFrom =
            button.titleHiddenBy.map { "hidden while \($0.name)" }
            ?? configurationTitle ?? SlotDescription.describe(source: button.titleLookup.source, state: state)
        let resolved = ButtonView.style(of: button, theme: theme)
        if let configuration = button.configuration {
            tokens = "\(configuration.style.rawValue) configuration, \(button.variant) tint"
        } else {
            let slotName = StateTokenName.name(for: resolved.slot, customStates: button.definition.states)
            tokens =
                "\(button.variant).\(slotName) ("
                + SlotDescription.describe(source: resolved.source, state: state) + ")"
        }
        let style = resolved.style
        foreground = style.foreground.hex
        background = style.background?.hex ?? "clear"
        border = style.borderWidth > 0 ? style.border?.hex ?? "none" : "none"
        let behind = style.background ?? theme.surface(variant: button.variant)
        contrast = Decimals.fixed(Contrast.ratio(style.foreground, behind), digits: 2)
        reads = VoiceOver.reading(for: button, localization: localization)
        tap = Self.tap(button, localization: localization)
    }

    /// `touchDown touchUpInside primaryActionTriggered -> counting S 0x4`, or `none (disabled)`.
    static func tap(_ button: Button, localization: Localization) -> String {
        guard button.isEnabled else { return "none (disabled)" }
        let events = [ControlEvent.touchDown, .touchUpInside, .primaryActionTriggered].map(\.rawValue)
        var targets: [String] = []
        for next in ReachableStates.tapOutcomes(of: button, localization: localization) {
            let target = (next.machineState.map { $0 + " " } ?? "") + GalleryStates.label(for: next.flags)
            if !targets.contains(target) { targets.append(target) }
        }
        return events.joined(separator: " ") + (targets.isEmpty ? "" : " -> " + targets.joined(separator: " | "))
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
