/// One place where a button's UIKit and SwiftUI twins would differ (`parity`, DESIGN
/// section 19): the state in the button file's state-key syntax, the field, both values
/// and why. Encoded as `parity --format json` prints it: `state`, `field`, `uikit`,
/// `swiftui`, `why`, and `waived` (the file's reason) only when the file waives the state.
public struct ParityDifference: Hashable, Sendable, Encodable {
    /// What differs.
    public enum Field: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The state is reachable under one framework's rules and not the other's.
        case reachable
        /// The title shown (one difference per locale).
        case title
        /// The title, fill or border colour.
        case colours
        /// Whether taps reach the button.
        case enabled
        /// What VoiceOver reads (one difference per locale).
        case reads
    }

    /// The state key (`selected|focused`, `normal`).
    public var state: String
    /// The field that differs.
    public var field: Field
    /// The value under UIKit's rules.
    public var uikit: String
    /// The value under SwiftUI's rules.
    public var swiftui: String
    /// Why they differ: the rule that decided each value.
    public var why: String
    /// The file's reason, when `"parity": {"waive": ...}` names the state.
    public var waived: String?
    /// The machine states the difference shows in, in file order (empty without a machine);
    /// for people, not in the JSON, whose state is a state key.
    public var modes: [String] = []

    enum CodingKeys: String, CodingKey {
        case state, field, uikit, swiftui, why, waived
    }
}
