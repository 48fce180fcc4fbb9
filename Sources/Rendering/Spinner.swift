/// The spinner's glyphs. The frame index lives in the simulator state, so drawing a frame
/// reads no clock; each frame changes one cell.
public enum Spinner {
    /// The braille frames, one cell wide each, in the order they are shown.
    public static let glyphs: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The glyph for a frame index; any index works, negative ones too, as it wraps around ``glyphs``.
    public static func glyph(frame: Int) -> String {
        glyphs[((frame % glyphs.count) + glyphs.count) % glyphs.count]
    }
}
