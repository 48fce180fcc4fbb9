import ButtonKit
import Theming

extension ButtonClassWriter {
    /// The theme's title weight rules for this button, least specific first
    /// (``Theme/fontWeightRules(variant:customStates:)``).
    var fontWeightRules: [(state: ControlState, weight: Int)] {
        theme.fontWeightRules(variant: definition.variant, customStates: definition.states)
    }

    /// Whether the theme gives the title another weight in some state (a secondary button's
    /// selected title semibold over a regular one): the class then sets its font per state.
    var weightChangesWithState: Bool {
        let states = [ControlState.normal] + fontWeightRules.map(\.state)
        let weights = states.map {
            theme.textLook(variant: definition.variant, state: $0, customStates: definition.states).fontWeight
        }
        return Set(weights).count > 1
    }

    /// The title's font at the default text size in the class's current `state`, unscaled.
    var currentFontExpression: String { weightChangesWithState ? "Self.font(for: state)" : "Metrics.font" }

    /// `Metrics`' font lines: one font when the weight never changes, else the size alone
    /// (``fontForState(_:size:)`` writes the weight per state).
    func metricsFont(_ body: inout SwiftSource, size: Double, weight: Int) {
        if weightChangesWithState {
            body.doc(
                "The title's point size at the default text size, as the review draws it, and the text style it scales with."
            )
            body.line("static let fontSize: CGFloat = \(number(size))")
        } else {
            body.doc(
                "The title's font at the default text size in the theme's weight (\(weight)), as the review draws it, and the text style it scales with."
            )
            body.line(
                "static let font = UIFont.systemFont(ofSize: \(number(size)), weight: .\(Self.fontWeightName(weight)))")
        }
    }

    /// When the weight changes with the state: the class's `font(for:)`, the theme's
    /// `font-weight` rules as code, and the line `stateDidChange()` sets the font with.
    func fontForState(_ out: inout SwiftSource) {
        guard weightChangesWithState else { return }
        out.line()
        out.doc(
            """
            The title's font at the default text size in `state`: the theme's `font-weight` rules, least
            specific first, each setting the weight when `state` includes its states.
            """)
        out.block("private static func font(for state: UIControl.State) -> UIFont") { body in
            // The rules for every state come first (the least specific): they give the start.
            let normal = theme.textLook(variant: definition.variant, state: .normal, customStates: definition.states)
            body.line("var weight = UIFont.Weight.\(Self.fontWeightName(normal.fontWeight))")
            let rules = fontWeightRules
            // A later rule for the same states replaces an earlier one (the theme's over the defaults').
            for (index, rule) in rules.enumerated()
            where rule.state != .normal && !rules[(index + 1)...].contains(where: { $0.state == rule.state }) {
                body.line(
                    "if state.contains(\(expression(rule.state))) { weight = .\(Self.fontWeightName(rule.weight)) }")
            }
            body.line("return UIFont.systemFont(ofSize: Metrics.fontSize, weight: weight)")
        }
    }

    /// `UIFont.Weight`'s name for a weight on DTCG's scale (500 is `medium`, 600 `semibold`).
    static func fontWeightName(_ weight: Int) -> String {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        return names[min(8, max(0, (weight + 50) / 100 - 1))]
    }
}
