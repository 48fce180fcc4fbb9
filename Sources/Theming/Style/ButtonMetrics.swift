import ButtonKit

/// The theme's button dimensions, already converted to cells by ``CellMetrics``.
public struct ButtonMetrics: Hashable, Sendable, Codable {
    public var corner: CornerStyle
    /// Rows for small and medium buttons.
    public var smallHeight: Int
    public var mediumHeight: Int
    /// Columns of padding each side for small and medium buttons.
    public var smallPaddingX: Int
    public var mediumPaddingX: Int
    /// 0 or 1 cell.
    public var borderWidth: Int
    /// The same tokens in points, for device-size pictures.
    public var points: ButtonPoints = .fallback

    public func height(for size: ButtonSize) -> Int { size == .small ? smallHeight : mediumHeight }
    public func paddingX(for size: ButtonSize) -> Int { size == .small ? smallPaddingX : mediumPaddingX }

    /// Used only if a theme somehow lacks metrics; matches the shipped themes.
    static let fallback = ButtonMetrics(corner: .pill, smallHeight: 2, mediumHeight: 3, smallPaddingX: 2, mediumPaddingX: 3, borderWidth: 1)
}
