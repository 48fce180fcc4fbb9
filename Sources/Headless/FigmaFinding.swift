/// One thing `figma check` found between a component set and its button: a drawn variant
/// no state matches, a state with no drawing, or a value drawn unlike the code shows it.
public struct FigmaFinding: Hashable, Sendable, Encodable {
    /// What was found.
    public enum Kind: String, Hashable, Sendable, Encodable {
        /// A drawn variant no reachable state matches.
        case unmatched
        /// A drawn variant for a state iOS has not (Hover): reported, never a failure.
        case noIOSState = "no-ios-state"
        /// A reachable state no variant draws.
        case undrawn
        /// The title differs.
        case title
        /// The fill differs.
        case fill
        /// The title's colour differs.
        case textColor = "text-color"
        /// The border differs.
        case stroke
        /// The corner radius differs.
        case cornerRadius = "corner-radius"
        /// The height differs.
        case height
    }

    /// The component set's name.
    public var set: String
    /// The button's id.
    public var button: String
    /// What was found.
    public var kind: Kind
    /// The variant's name, or for ``Kind/undrawn`` the state (`selected mutual`).
    public var subject: String
    /// The state the variant was paired with, when it was.
    public var state: String?
    /// The value drawn, when one is compared.
    public var drawn: String?
    /// The value the code shows, when one is compared.
    public var code: String?
    /// How far apart they are and the tolerance (`ΔE00 9.12 > 2.0`).
    public var measure: String?
    /// Why the map accepts it, nil when it does not.
    public var waiver: String?

    /// The key a map's `waive` names it by: the kind, a space, the subject.
    public var key: String { kind.rawValue + " " + subject }

    /// Whether it makes the check fail: a difference the map does not waive.
    public var fails: Bool { kind != .noIOSState && waiver == nil }

    /// One line for people, with both values where there are two.
    public var line: String {
        let head = "\(set) -> \(button): "
        let variant = "variant \"\(subject)\"" + (state.map { " (\($0))" } ?? "")
        let body: String
        switch kind {
        case .unmatched: body = "\(variant): no reachable state matches it" + (measure.map { " (\($0))" } ?? "")
        case .noIOSState: body = "\(variant): iOS has no such state (not compared)"
        case .undrawn: body = "state \(subject): no variant draws it"
        case .title, .fill, .textColor, .stroke, .cornerRadius, .height:
            let name =
                switch kind {
                case .textColor: "text colour"
                case .cornerRadius: "corner radius"
                default: kind.rawValue
                }
            body =
                "\(variant): \(name) drawn \(drawn ?? "none"), code \(code ?? "none")"
                + (measure.map { " (\($0))" } ?? "")
        }
        return head + body + (waiver.map { " [waived: \($0)]" } ?? "")
    }
}
