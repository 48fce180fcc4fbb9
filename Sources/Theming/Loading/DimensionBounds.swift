/// What a button's dimensions may sensibly be, in points. Larger values describe no real
/// button and would make pictures and galleries grow without limit, so the loader refuses
/// them and says the allowed range.
enum DimensionBounds {
    /// Heights of small and medium buttons: 8 pt (half a terminal row) to 200 pt.
    static let height: ClosedRange<Double> = 8...200
    /// Horizontal padding each side: 0 to 100 pt.
    static let paddingX: ClosedRange<Double> = 0...100
    /// Corner radius: 0 to 999 pt (99 or more is a pill).
    static let radius: ClosedRange<Double> = 0...999
    /// Border width: 0 to 8 pt.
    static let borderWidth: ClosedRange<Double> = 0...8

    /// The problem message for `points` outside `bounds`, or `nil` when it is inside.
    /// - Parameters:
    ///   - points: the resolved dimension.
    ///   - bounds: the allowed range.
    ///   - what: the dimension in words ("height").
    static func problem(_ points: Double, _ bounds: ClosedRange<Double>, what: String) -> String? {
        guard !bounds.contains(points) else { return nil }
        let format = DimensionTokenValue.format
        return "\(what) \(format(points)) pt is outside \(format(bounds.lowerBound))...\(format(bounds.upperBound)) pt"
    }
}
