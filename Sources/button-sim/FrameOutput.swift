import Canvas
import DeviceLook

/// `render` and `gallery`'s picture in terminal cells, in its formats: lines, lines with
/// colour escapes, or an SVG picture of the cells.
struct FrameOutput: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .ansi, .svg]

    /// The picture.
    var frame: Frame
    /// `false` when `NO_COLOR` asks for attributes only.
    var colors: Bool

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: frame.text + "\n"
        case .ansi: FrameExport.ansi(frame, colors: colors)
        case .svg: FrameExport.svg(frame)
        default: nil
        }
    }
}
