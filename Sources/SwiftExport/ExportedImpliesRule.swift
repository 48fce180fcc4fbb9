import ButtonKit

/// The exported Swift of an `implies` rule (``ImpliesRule``): turning the state on sets the
/// flags through UIKit's setters, so the flag overrides see the request.
enum ExportedImpliesRule: ExportedRule {
    /// "implies .selected: turning it on sets them, clearing one of them clears it."
    /// - Parameters:
    ///   - state: The custom state.
    ///   - flags: The implied flags.
    ///   - writer: The class writer, for its spellings of flags.
    static func sentence(of state: CustomState, flags: ControlState, in writer: ButtonClassWriter) -> String {
        "implies \(writer.systemList(flags).joined(separator: ", ")): turning it on sets them, clearing one of them clears it."
    }

    /// `if isMutual { isSelected = true }`.
    /// - Parameters:
    ///   - state: The custom state.
    ///   - flags: The implied flags.
    ///   - property: The state's property in the exported class.
    ///   - writer: The class writer, for its setters.
    ///   - out: Where the statements go.
    static func didSet(
        of state: CustomState, flags: ControlState, property: String, in writer: ButtonClassWriter,
        _ out: inout SwiftSource
    ) {
        out.block("if \(property)") { body in
            for flag in writer.systemFlags(flags) { body.line(writer.setter(flag, on: true)) }
        }
    }
}
