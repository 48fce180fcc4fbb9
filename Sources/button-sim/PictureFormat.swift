import ArgumentParser
import Rendering

/// How `render` and `gallery` print a frame.
enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
    /// Plain lines, trailing blanks removed.
    case text
    /// The same lines with xterm-256 colour escapes, for `cat` in a terminal.
    case ansi
    /// A self-contained SVG picture of the cells.
    case svg

    /// The bytes to print, ending with a newline. `colors: false` follows `NO_COLOR`.
    func output(_ frame: Frame, colors: Bool) -> String {
        switch self {
        case .text: frame.text + "\n"
        case .ansi: FrameExport.ansi(frame, colors: colors)
        case .svg: FrameExport.svg(frame)
        }
    }
}
