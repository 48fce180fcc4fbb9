import ButtonKit

/// One custom-state rule's exported Swift: the sentence of the state's doc comment and the
/// `didSet` of its property. Each kind has one conforming type in a file of its own
/// (``ExportedImpliesRule``, ``ExportedHoldsRule``); ``CustomState/Rule/Kind/exported`` maps
/// the kind to it, and ``ButtonClassWriter`` asks the entry and never names a rule.
protocol ExportedRule {
    /// What the rule does, after the state's name in its doc comment.
    /// - Parameters:
    ///   - state: The custom state.
    ///   - flags: The system flags its rule names.
    ///   - writer: The class writer, for its spellings of flags.
    static func sentence(of state: CustomState, flags: ControlState, in writer: ButtonClassWriter) -> String

    /// The statements of the state's `didSet` that keep the rule.
    /// - Parameters:
    ///   - state: The custom state.
    ///   - flags: The system flags its rule names.
    ///   - property: The state's property in the exported class.
    ///   - writer: The class writer, for its spellings of flags.
    ///   - out: Where the statements go.
    static func didSet(
        of state: CustomState, flags: ControlState, property: String, in writer: ButtonClassWriter,
        _ out: inout SwiftSource)
}

extension CustomState.Rule.Kind {
    /// The exported Swift of a rule of this kind: the one place a kind is mapped to it.
    var exported: any ExportedRule.Type {
        switch self {
        case .implies: ExportedImpliesRule.self
        case .holds: ExportedHoldsRule.self
        }
    }
}
