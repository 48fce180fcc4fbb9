import ButtonKit

/// A saved state as the file holds it: ``StateFileHeader``'s member, then the snapshot's
/// own members, in one JSON object.
struct StateFileDocument: Encodable {
    /// What is saved.
    var snapshot: SavedState

    /// The header's key.
    private struct HeaderKey: CodingKey {
        var stringValue: String { StateFileHeader.key }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var header = encoder.container(keyedBy: HeaderKey.self)
        try header.encode(StateFileHeader.value, forKey: HeaderKey())
        // The snapshot adds its members to the same object.
        try snapshot.encode(to: encoder)
    }
}
