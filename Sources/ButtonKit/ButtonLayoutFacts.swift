/// What a button's box on the board depends on: the definition it was made from, its
/// counters, its drawn size and, outside the standard environment (where a title set in
/// several lines makes the box taller), its titles as set.
///
/// The screen layout keeps the facts of every button and asks before each key whether they
/// still hold (``SimulatorState/layoutFactsHold(_:withTitles:)``), reading each button in
/// place in its array rather than copying it out.
public struct ButtonLayoutFacts: Equatable, Sendable {
    /// The definition the button was made from.
    public var definition: Button.DefinitionIdentity
    /// Its counters, which titles may show.
    public var context: [String: Int]
    /// The size it draws at.
    public var size: ButtonSize
    /// Its titles as set, when they count.
    public var titles: StateTable<String>?

    /// The facts of `button`.
    /// - Parameters:
    ///   - button: The button.
    ///   - withTitles: Whether its titles count.
    public init(_ button: Button, withTitles: Bool) {
        definition = button.definitionIdentity
        context = button.context
        size = button.drawnSize
        titles = withTitles ? button.titles : nil
    }

    /// Whether `button` has these facts.
    func hold(for button: Button) -> Bool {
        button.definitionIdentity == definition && button.context == context && button.drawnSize == size
            && (titles == nil || button.titles == titles)
    }
}

extension SimulatorState {
    /// The layout facts of every button, in target order.
    /// - Parameter withTitles: Whether titles count.
    public func layoutFacts(withTitles: Bool) -> [ButtonLayoutFacts] {
        buttons.map { ButtonLayoutFacts($0, withTitles: withTitles) }
    }

    /// Whether every button still has the facts kept (the same count, in the same order).
    /// - Parameters:
    ///   - facts: Facts kept from ``layoutFacts(withTitles:)``.
    ///   - withTitles: Whether titles count; facts kept without titles do not compare them.
    public func layoutFactsHold(_ facts: [ButtonLayoutFacts], withTitles: Bool) -> Bool {
        guard facts.count == buttons.count else { return false }
        for index in facts.indices {
            guard facts[index].hold(for: buttons[index]), !withTitles || facts[index].titles != nil else {
                return false
            }
        }
        return true
    }
}
