import Audit
import Platform
import Rendering
import Review
import Runtime
import Simulator
import TerminalUI
import Theming

// The renderings of every command's result, one conformance each: a new format adds a
// case to the results that supply it.

extension AuditReport: FormattedOutput {
    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: text
        case .junit: junit
        case .json: OutputFormat.json(self)
        default: nil
        }
    }
}

/// `buttons check`'s result: the checks, and how the text lists them.
struct BoardCheckOutput: FormattedOutput {
    var checks: [BoardCheck]
    var verbose: Bool

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text:
            let width = OutputWidth.standardOutput()
            return checks.flatMap { $0.report(verbose: verbose, width: width) }.map(ControlCharacterEscaping.escaped)
                .joined(separator: "\n") + "\n"
        case .json: return OutputFormat.json(BoardCheckDocument(valid: checks.allSatisfy(\.valid), files: checks))
        default: return nil
        }
    }
}

/// `themes check`'s result: the checks, and how the text lists them.
struct ThemeCheckOutput: FormattedOutput {
    var checks: [ThemeCheck]
    var verbose: Bool

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text:
            checks.flatMap { $0.lines(verbose: verbose) }.map(ControlCharacterEscaping.escaped).joined(separator: "\n")
                + "\n"
        case .json: OutputFormat.json(ThemeCheckDocument(valid: checks.allSatisfy(\.valid), files: checks))
        default: nil
        }
    }
}

/// `diff`'s result: the differences, and the scale of the HTML pictures.
struct DiffOutput: FormattedOutput {
    var diff: ReviewDiff
    var scale: Int

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: diff.text
        case .markdown: diff.markdown
        case .html: diff.html(scale: scale)
        default: nil
        }
    }
}

/// `render` and `gallery`'s picture in terminal cells. `colors: false` follows `NO_COLOR`.
struct FrameOutput: FormattedOutput {
    var frame: Frame
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

/// `play`'s result: the program after the script, drawn as the options ask.
struct PlayResult: FormattedOutput {
    var program: Program
    var device: DeviceOptions
    var environment: EnvironmentOptions

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
