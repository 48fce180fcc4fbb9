/// The spinner's glyphs. The frame index lives in the simulator state, so drawing a frame
/// reads no clock; each frame changes one cell.
public enum Spinner {
    public static let glyphs: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func glyph(frame: Int) -> String {
        glyphs[((frame % glyphs.count) + glyphs.count) % glyphs.count]
    }
}
