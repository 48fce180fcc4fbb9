import Headless
import Runtime
import Simulator

/// `play`'s result in its formats: the final screen as lines, the state as JSON, or the
/// final screen in colour or as a picture.
struct PlayResult: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .json, .ansi, .svg]

    /// The program after the script.
    var program: Program
    /// The picture options (the device look draws SVG).
    var device: DeviceOptions
    /// The environments asked for.
    var grid: EnvironmentGrid

    static func summary(of format: OutputFormat) -> String {
        switch format {
        case .text: "the final screen"
        case .json: "the state"
        case .ansi: "the final screen in colour"
        case .svg: "a picture of it"
        default: format.summary
        }
    }

    @MainActor
    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: PlayScreen.frame(program, grid: grid).text + "\n"
        case .ansi, .svg:
            PlayScreen.picture(
                program, svg: format == .svg, look: device.look, scale: device.scale, grid: grid,
                colors: !NoColor.isSet)
        case .json:
            OutputFormat.json(StateDocument(program.state.simulator, theme: program.state.screen.theme.name))
        default: nil
        }
    }
}
