/// One button's differences, in the order found: reachable first, then per state.
public struct ButtonParity: Hashable, Sendable, Encodable {
    /// The button's id.
    public var id: String
    /// Every difference, waived ones included (marked with their reason).
    public var differences: [ParityDifference]

    /// The differences the file does not waive: each one fails `parity`.
    public var unwaived: [ParityDifference] { differences.filter { $0.waived == nil } }
}
