/// A state whose UIKit and SwiftUI twins may differ, with the team's reason
/// (`"parity": {"waive": {"selected|focused": "reason"}}`): `parity` reports it, never
/// silently, and does not fail on it.
public struct ParityWaiver: Hashable, Sendable {
    /// The state key as written (`selected|focused`).
    public var key: String
    /// The flag and custom-state names it stands for (empty for `normal`).
    public var names: Set<String>
    /// Why the team accepts the difference.
    public var reason: String

    /// Creates a waiver.
    /// - Parameters:
    ///   - key: The state key as written.
    ///   - names: The flag and custom-state names it stands for.
    ///   - reason: Why.
    public init(key: String, names: Set<String>, reason: String) {
        self.key = key
        self.names = names
        self.reason = reason
    }
}
