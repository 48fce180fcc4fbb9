import ButtonKit

/// The exported Swift of a `holds` rule (``HoldsRule``): the state sets the held flags on
/// `super`, past the overrides that record code's requests, and off again by its
/// `afterwards`.
enum ExportedHoldsRule: ExportedRule {
    /// "holds .disabled while on;" and what the flags become when it goes off.
    /// - Parameters:
    ///   - state: The custom state.
    ///   - flags: The held flags.
    ///   - writer: The class writer, for its spellings of flags.
    static func sentence(of state: CustomState, flags: ControlState, in writer: ButtonClassWriter) -> String {
        let after =
            state.afterwards == .enable
            ? "when it goes off the button is enabled again, whatever was asked\nmeanwhile (as the seed's `setLoading:NO` does)"
            : "when it goes off the flags return to what code last asked for"
        return "holds \(writer.systemList(flags).joined(separator: ", ")) while on;\n\(after)."
    }

    /// One `super.isEnabled = isLoading ? false : ...` line per held flag (focus, which code
    /// cannot set, gets a comment).
    /// - Parameters:
    ///   - state: The custom state.
    ///   - flags: The held flags.
    ///   - property: The state's property in the exported class.
    ///   - writer: The class writer, for its spellings of flags.
    ///   - out: Where the statements go.
    static func didSet(
        of state: CustomState, flags: ControlState, property: String, in writer: ButtonClassWriter,
        _ out: inout SwiftSource
    ) {
        for flag in writer.systemFlags(flags) {
            switch flag {
            case .disabled:
                let off = state.afterwards == .enable ? "true" : "requestedEnabled"
                out.line("// super: the override would take this for a request from code.")
                out.line("super.isEnabled = \(property) ? false : \(off)")
            case .selected:
                let off = state.afterwards == .enable ? "super.isSelected" : "requestedSelected"
                out.line("super.isSelected = \(property) ? true : \(off)")
            case .highlighted:
                let off = state.afterwards == .enable ? "false" : "requestedHighlighted"
                out.line("super.isHighlighted = \(property) ? true : \(off)")
            default:
                out.line("// UIKit's focus cannot be set from code: `state` reports .focused while this is on.")
            }
        }
    }
}
