import ButtonKit

/// The theme's button dimensions, already converted to cells by ``CellMetrics``.
public struct ButtonMetrics: Hashable, Sendable, Codable {
    /// How the outline's corners are drawn.
    public var corner: CornerStyle
    /// Rows for small and medium buttons.
    public var smallHeight: Int
    /// Rows for medium buttons.
    public var mediumHeight: Int
    /// Columns of padding each side for small and medium buttons.
    public var smallPaddingX: Int
    /// Columns of padding each side for medium buttons.
    public var mediumPaddingX: Int
    /// 0 or 1 cell.
    public var borderWidth: Int
    /// The same tokens in points, for device-size pictures.
    public var points: ButtonPoints = .fallback

    /// Rows for a button of `size`.
    public func height(for size: ButtonSize) -> Int { size == .small ? smallHeight : mediumHeight }
    /// Columns of padding each side for a button of `size`.
    public func paddingX(for size: ButtonSize) -> Int { size == .small ? smallPaddingX : mediumPaddingX }

    /// Used only if a theme somehow lacks metrics; matches the shipped themes.
    static let fallback = ButtonMetrics(
        corner: .pill, smallHeight: 2, mediumHeight: 3, smallPaddingX: 2, mediumPaddingX: 3, borderWidth: 1)
}
