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
    var environment: EnvironmentOptions

    @MainActor
    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: PlayOutput.frame(program, environment: environment).text + "\n"
        case .ansi, .svg: PlayOutput.screen(program, svg: format == .svg, device: device, environment: environment)
        case .json:
            OutputFormat.json(StateDocument(program.state.simulator, theme: program.state.screen.theme.name))
        default: nil
        }
    }
}
