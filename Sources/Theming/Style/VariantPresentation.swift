import ButtonKit

/// One variant's presentation rules beyond colour: the surface it sits on and, per state,
/// the text fields (``TextPatch``) the theme sets for it.
///
/// A text rule names a state as colour groups do (`default`, `selected`, `focused-pressed`,
/// a custom state) but applies to every state that includes its words: `selected` is bold
/// whatever else the button is. Each field comes from the most specific rule that sets it
/// (the one with most words); among equals the theme's rule beats
/// ``PresentationDefaults``, and a later rule an earlier one.
struct VariantPresentation: Hashable, Sendable {
    /// One rule as the theme writes it.
    struct Rule: Hashable, Sendable {
        var words: StateTokenName.Parsed
        var patch: TextPatch
    }

    /// The theme's rules, in reading order.
    var rules: [Rule] = []
    /// Whether the variant's buttons sit on the brand surface (`color.background.brand`).
    var brandSurface = PresentationDefaults.brandSurface
    /// The rules of a theme that says nothing.
    static let defaults = VariantPresentation()

    /// A variant's rules.
    /// - Parameters:
    ///   - rules: The theme's rules, in reading order.
    ///   - brandSurface: Whether the variant sits on the brand surface.
    init(rules: [Rule] = [], brandSurface: Bool = PresentationDefaults.brandSurface) {
        self.rules = rules
        self.brandSurface = brandSurface
    }

    /// The text look of a button of this variant in `state` (``VariantStyle`` keeps the
    /// ordered rules per custom states; this works them out each time).
    func look(state: ControlState, customStates: [CustomState]) -> TextLook {
        Self.look(state: state, rules: ordered(customStates: customStates))
    }

    /// The look in `state` from rules ordered by ``ordered(customStates:)``: each rule whose
    /// state `state` includes, least specific first, patches the look.
    static func look(state: ControlState, rules: [(state: ControlState, patch: TextPatch)]) -> TextLook {
        var look = TextLook.plain
        for rule in rules where state.contains(rule.state) { look = rule.patch.applied(to: look) }
        return look
    }

    /// The defaults' rules then the theme's, least specific first, those naming a state
    /// the button lacks left out.
    func ordered(customStates: [CustomState]) -> [(state: ControlState, patch: TextPatch)] {
        let defaults = PresentationDefaults.rules.compactMap { entry in
            StateTokenName.parse(entry.state).map { Rule(words: $0, patch: entry.patch) }
        }
        var ranked: [(words: Int, order: Int, state: ControlState, patch: TextPatch)] = []
        for (order, rule) in (defaults + rules).enumerated() {
            guard let state = rule.words.state(customStates: customStates) else { continue }
            let words = rule.words.system.rawValue.nonzeroBitCount + rule.words.custom.count
            ranked.append((words, order, state, rule.patch))
        }
        ranked.sort { ($0.words, $0.order) < ($1.words, $1.order) }
        return ranked.map { ($0.state, $0.patch) }
    }
}
