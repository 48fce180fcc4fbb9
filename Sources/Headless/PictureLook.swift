/// What a picture looks like: the terminal's cells or the phone's points.
public enum PictureLook: String, CaseIterable, Sendable {
    /// Terminal cells, as the simulator shows them.
    case terminal
    /// What the phone draws: point sizes, real radii, exact colours (SVG only).
    case device
}
