import ArgumentParser
import ButtonKit
import Platform
import Rendering
import Simulator

/// The options `render` and `gallery` share, and the start-up they need: the board and the
/// theme exactly as `run` finds them (through ``AppLauncher``), and never a state file.
struct PictureOptions: ParsableArguments {
    @Option(
        help: "A button file (see docs/buttons.md) or the name of one in Buttons/; default: the built-in board.",
        completion: Completions.buttonFile)
    var buttons: String?

    @Option(
        help:
            "A theme name from Themes/ (default, dark, high-contrast) or a path to a theme file; with --look device, a comma list draws the themes side by side (--theme default,dark).",
        completion: Completions.themeNames)
    var theme: String?

    @Option(
        help: "Language of the titles: a locale the button file declares (built-in board: en, zh).",
        completion: Completions.locales)
    var locale: LocaleTag?

    @Option(
        help:
            "text (plain lines), ansi (with 256-colour escapes) or svg (a picture); default text, svg with --look device."
    )
    var format: FormatChoice<FrameOutput>?

    @OptionGroup var device: DeviceOptions

    @OptionGroup var environment: EnvironmentOptions

    /// `NO_COLOR` set and not empty: attributes only, as on the interactive screen.
    var noColor: Bool {
        ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    }

    func validate() throws {
        try device.check(format: format?.description)
        if device.look == .terminal, themes.count > 1 {
            throw ValidationError("several themes (--theme \(theme ?? "")) need --look device")
        }
    }

    /// The themes asked for: a comma list, or the default.
    var themes: [String?] {
        guard let theme else { return [nil] }
        let names = theme.split(separator: ",").map { String($0) }
        return names.isEmpty ? [nil] : names
    }

    /// One screen model per theme asked for (device pictures put them side by side), in
    /// the first environment asked for.
    @MainActor
    func models() throws -> [ScreenModel] {
        var models = try themes.map { try model(theme: $0) }
        // Two files of one name side by side are told apart as `t` tells them apart.
        for (index, label) in ThemeCatalog.labels(sideBySide: models.map(\.theme)).enumerated() {
            models[index].themeLabel = label
        }
        return models
    }

    /// One model per environment and theme, environments first (a grid's cells in order),
    /// each theme replaced by its counterpart for the environment.
    @MainActor
    func environmentModels() throws -> [ScreenModel] {
        let bases = try models()
        return environment.environments().flatMap { chosen in
            bases.map { base in
                var model = base
                model.setEnvironment(chosen, base: base.theme)
                return model
            }
        }
    }

    /// Pictures per row in a device grid: the last environment axis's values times the themes.
    var gridColumns: Int { environment.gridColumns * themes.count }

    /// Terminal pictures of each environment, stacked under headings naming it (no heading
    /// when no environment option was given).
    /// - Parameters:
    ///   - models: ``environmentModels()``.
    ///   - draw: The picture of one model, already adapted to its environment.
    func stackedFrames(_ models: [ScreenModel], _ draw: (ScreenModel) throws -> Frame) rethrows -> Frame {
        let pictures = try models.map { model in
            let adapted = EnvironmentPictures.terminalModel(model)
            let heading = environment.isSet ? EnvironmentPictures.heading(model) : ""
            return (heading: heading, frame: try draw(adapted))
        }
        return EnvironmentPictures.stacked(pictures)
    }

    /// The screen model to draw pictures from, or exit with the board's or theme's lines.
    @MainActor
    func model() throws -> ScreenModel {
        try model(theme: themes.first ?? nil)
    }

    @MainActor
    private func model(theme: String?) throws -> ScreenModel {
        let options = LaunchOptions(buttonsFile: buttons, theme: theme, locale: locale, fresh: true)
        do {
            // No state file: pictures show fresh buttons and must not touch the user's state.
            let prepared = try AppLauncher.prepare(
                options, size: TerminalSize(columns: 80, rows: 24),
                monochrome: noColor, useDefaultStateFile: false)
            return prepared.state.screen
        } catch {
            CommandError.print(error.message)
            throw ExitCode(error.exitCode)
        }
    }

    /// The board's button with this id, or exit 64 naming the valid ids.
    /// - Parameters:
    ///   - id: The id asked for.
    ///   - model: The model the board is in.
    ///   - command: The subcommand, for the message.
    func button(_ id: String, in model: ScreenModel, command: String) throws -> Button {
        guard let button = model.simulator[ButtonID(rawValue: id)] else {
            let valid = model.simulator.buttons.map(\.id.rawValue).joined(separator: ", ")
            throw CommandError.invalidArgument("\(command): unknown button '\(id)'; valid: \(valid)")
        }
        return button
    }

    /// Prints the frame in the chosen format.
    @MainActor
    func print(_ frame: Frame) {
        FrameOutput(frame: frame, colors: !noColor).print(as: format?.format ?? .text)
    }

    /// Prints a finished document (a device picture).
    func print(document: String) {
        Swift.print(document, terminator: "")
    }
}
