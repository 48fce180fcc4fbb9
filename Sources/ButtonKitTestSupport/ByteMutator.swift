/// Mutates a file's bytes for fuzz tests: one to four random edits (a flipped bit, the rest
/// cut off, a run deleted, a fragment from `insertions` put in, two bytes swapped), seeded
/// so a failure can be replayed.
public enum ByteMutator {
    /// A mutated copy of `original`.
    /// - Parameters:
    ///   - original: The file's bytes.
    ///   - insertions: Fragments worth inserting (brackets, quotes, format-specific words).
    ///   - generator: The seeded generator.
    public static func mutate(_ original: [UInt8], insertions: [[UInt8]], using generator: inout SeededGenerator)
        -> [UInt8]
    {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
            case 1: bytes.removeSubrange(index...)
            case 2: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...40, using: &generator)))
            case 3:
                if let insertion = insertions.randomElement(using: &generator) {
                    bytes.insert(contentsOf: insertion, at: index)
                }
            default: bytes.swapAt(index, Int.random(in: 0..<bytes.count, using: &generator))
            }
        }
        return bytes
    }
}
