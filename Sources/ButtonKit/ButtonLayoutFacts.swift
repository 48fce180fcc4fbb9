/// What a button's box on the board depends on: the definition it was made from, its
/// counters, its drawn size and, outside the standard environment (where a title set in
/// several lines makes the box taller), its titles as set.
///
/// The screen layout keeps the facts of every button and asks before each key whether they
/// still hold (``SimulatorState/layoutFactsHold(_:withTitles:)``). The facts keep the copy
/// of the button they last held for, so a button no action has changed since (still that
/// copy, ``Button/isUnchanged(since:)``) is known to have them without being read.
public struct ButtonLayoutFacts: Equatable, Sendable {
    /// The definition the button was made from.
    public var definition: Button.DefinitionIdentity
    /// Its counters, which titles may show.
    public var context: [String: Int]
    /// The size it draws at.
    public var size: ButtonSize
    /// Its titles as set, when they count.
    public var titles: StateTable<String>?
    /// The copy of the button these facts last held for. Holding it makes the button's
    /// next change copy its storage (copy on write), which is how that change shows.
    private var checked: Button

    /// The facts of `button`.
    /// - Parameters:
    ///   - button: The button.
    ///   - withTitles: Whether its titles count.
    public init(_ button: Button, withTitles: Bool) {
        definition = button.definitionIdentity
        context = button.context
        size = button.drawnSize
        titles = withTitles ? button.titles : nil
        checked = button
    }

    /// Equal facts: the copy each was last checked against does not count.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.definition == rhs.definition && lhs.context == rhs.context && lhs.size == rhs.size
            && lhs.titles == rhs.titles
    }

    /// Whether `button` has these facts: at once when it is the copy last checked, else by
    /// comparing them, keeping `button` as the copy last checked when they hold.
    mutating func hold(for button: Button) -> Bool {
        if button.isUnchanged(since: checked) { return true }
        guard
            button.definitionIdentity == definition && button.context == context && button.drawnSize == size
                && (titles == nil || button.titles == titles)
        else { return false }
        checked = button
        return true
    }
}

extension SimulatorState {
    /// The layout facts of every button, in target order.
    /// - Parameter withTitles: Whether titles count.
    public func layoutFacts(withTitles: Bool) -> [ButtonLayoutFacts] {
        buttons.map { ButtonLayoutFacts($0, withTitles: withTitles) }
    }

    /// Whether every button still has the facts kept (the same count, in the same order).
    /// Only the buttons changed since the facts were last checked are read: each fact that
    /// holds keeps the button's current copy for the next check.
    /// - Parameters:
    ///   - facts: Facts kept from ``layoutFacts(withTitles:)``, brought up to date in place.
    ///   - withTitles: Whether titles count; facts kept without titles do not compare them.
    public func layoutFactsHold(_ facts: inout [ButtonLayoutFacts], withTitles: Bool) -> Bool {
        guard facts.count == buttons.count else { return false }
        for index in facts.indices {
            guard facts[index].hold(for: buttons[index]), !withTitles || facts[index].titles != nil else {
                return false
            }
        }
        return true
    }
}
