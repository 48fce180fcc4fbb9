import ButtonKit
import Platform

/// The token roles ButtonSim reads, named in this one place. A role is what the simulator
/// needs (the screen colour, a variant's pressed background, the small height); a theme
/// supplies each role from a token. A single theme file supplies role `R` from its token
/// `theme.R`; a manifest maps roles to the team's own paths (see ``ThemeManifest``).
///
/// Role patterns hold placeholders: `{variant}` (a button variant such as `primary`),
/// `{state}` (a state word: `default`, `pressed`, `disabled`, `selected-pressed`, a custom
/// state name), `{part}` (`background`, `foreground`, `border`) and `{size}` (`sm`, `md`).
enum TokenRoles {
    /// One role pattern and what it holds.
    struct Role: Hashable, Sendable {
        /// The role, with placeholders (`color.button.{variant}.{state}.{part}`).
        var pattern: String
        /// The token type the role needs.
        var type: TokenType
    }

    static let surface = "color.surface.default"
    static let text = "color.foreground.default"
    static let mutedText = "color.foreground.muted"
    static let accent = "color.foreground.accent"
    static let error = "color.foreground.danger"
    static let onColorSurface = "color.background.brand"

    static let radius = "radius.button.default"
    static let height = "height.button.{size}"
    static let paddingX = "padding-x.button.{size}"
    static let borderWidth = "border-width.button.default"

    /// The group holding one group per variant.
    static let variants = "color.button"
    /// A variant's colours in one state.
    static let stateColor = "color.button.{variant}.{state}.{part}"
    /// A variant's spinner colour (optional: else the state's foreground).
    static let spinnerColor = "color.button.{variant}.spinner"
    /// A variant's title weight from a state on (DTCG `fontWeight`; optional, as are the
    /// other presentation roles: ``PresentationDefaults`` stand in).
    static let fontWeight = "font-weight.button.{variant}.{state}"
    /// Whether a variant's title is underlined from a state on (a number: 1 on, 0 off).
    static let underline = "underline.button.{variant}.{state}"
    /// Whether the terminal draws a variant's buttons faint from a state on (1 or 0).
    static let dim = "dim.button.{variant}.{state}"
    /// Whether a variant's buttons sit on the brand surface, `color.background.brand` (1 or 0).
    static let brandSurface = "brand-surface.button.{variant}"
    /// The text roles, each read per variant and state.
    static let textRoles: [Role] = [
        Role(pattern: fontWeight, type: .fontWeight), Role(pattern: underline, type: .number),
        Role(pattern: dim, type: .number),
    ]

    /// Every role pattern, chrome first, in the order `themes check` lists them.
    static let all: [Role] = [
        Role(pattern: surface, type: .color), Role(pattern: text, type: .color),
        Role(pattern: mutedText, type: .color), Role(pattern: accent, type: .color),
        Role(pattern: error, type: .color), Role(pattern: onColorSurface, type: .color),
        Role(pattern: radius, type: .dimension), Role(pattern: height, type: .dimension),
        Role(pattern: paddingX, type: .dimension), Role(pattern: borderWidth, type: .dimension),
        Role(pattern: stateColor, type: .color), Role(pattern: spinnerColor, type: .color),
        Role(pattern: fontWeight, type: .fontWeight), Role(pattern: underline, type: .number),
        Role(pattern: dim, type: .number), Role(pattern: brandSurface, type: .number),
    ]

    /// The placeholders role patterns use.
    static let placeholders = ["variant", "state", "part", "size"]
    /// The sizes `{size}` stands for.
    static let sizes = ["sm", "md"]
    /// The colour parts a state group may set.
    static let parts = ["background", "foreground", "border"]
    /// The state groups every variant must have besides `default`, whose three parts are
    /// each required tokens.
    static let requiredStates = [SystemFlag.highlighted.themeWord, SystemFlag.disabled.themeWord]
    /// The variant member that is not a state.
    static let spinner = "spinner"

    /// `pattern` with each `{name}` of `values` replaced by its value.
    static func fill(_ pattern: String, _ values: [String: String]) -> String {
        // One pass over the bytes: every role is filled for each variant and state at each
        // load. A placeholder is `{name}` with no brace inside, so a manifest's
        // `{control.{size}.size}` fills only `{size}`.
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        var text = ""
        var rest = pattern[...]
        while let start = rest.utf8.firstIndex(of: open) {
            let afterStart = rest.utf8.index(after: start)
            guard let brace = rest.utf8[afterStart...].firstIndex(where: { $0 == open || $0 == close }) else { break }
            if rest.utf8[brace] == open {
                text += rest[..<brace]
                rest = rest[brace...]
                continue
            }
            text += rest[..<start]
            text += values[String(rest[afterStart..<brace])] ?? String(rest[start...brace])
            rest = rest[rest.utf8.index(after: brace)...]
        }
        return text + rest
    }

    /// The group a per-state role's tokens sit in for `variant`: the role without its
    /// trailing `.{state}` (`font-weight.button.primary`).
    static func stateGroup(_ pattern: String, variant: String) -> String {
        let suffix = ".{state}"
        let group =
            pattern.hasSuffix(suffix)
            ? String(decoding: pattern.utf8.dropLast(suffix.utf8.count), as: UTF8.self) : pattern
        return fill(group, ["variant": variant])
    }

    /// `theme.color.button.primary` and the like: the token path of `role` under `root`.
    static func path(_ role: String, root: String) -> String { root.isEmpty ? role : "\(root).\(role)" }

    /// `color.button.<variant>`.
    static func variant(_ variant: String) -> String { "\(variants).\(variant)" }
}
