import Canvas
import DeviceLook
import Rendering
import Runtime
import Simulator

/// What `play` shows at the end of its script: the program's final screen, or that screen
/// drawn in each environment asked for.
@MainActor
public enum PlayScreen {
    /// The final screen: the program's own, or with environment options, the screen drawn
    /// in each environment, stacked under headings.
    /// - Parameters:
    ///   - program: The program after the script.
    ///   - grid: The environments asked for.
    public static func frame(_ program: Program, grid: EnvironmentGrid) -> Frame {
        guard grid.isNamed else { return program.frame() }
        let size = program.state.size
        let pictures = grid.models([program.state.screen]).map { model in
            var frame = Frame(width: size.columns, height: size.rows)
            MainScreen.render(EnvironmentPictures.terminalModel(model), area: frame.area, into: &frame)
            return (heading: EnvironmentPictures.heading(model), frame: frame)
        }
        return EnvironmentPictures.stacked(pictures)
    }

    /// The final screen as ANSI lines or the terminal-cell SVG, or with the device look the
    /// phone's picture of it in each environment.
    /// - Parameters:
    ///   - program: The program after the script.
    ///   - svg: SVG (else ANSI).
    ///   - look: Terminal cells or the phone's points.
    ///   - scale: Pixels per point of the device picture.
    ///   - grid: The environments asked for.
    ///   - colors: `false` when `NO_COLOR` asks for attributes only.
    public static func picture(
        _ program: Program, svg: Bool, look: PictureLook, scale: Int, grid: EnvironmentGrid, colors: Bool
    ) -> String {
        if look == .device {
            return DeviceBoardPicture.svg(grid.models([program.state.screen]), columns: grid.columns, scale: scale)
        }
        let frame = frame(program, grid: grid)
        return svg ? FrameExport.svg(frame) : FrameExport.ansi(frame, colors: colors)
    }
}
