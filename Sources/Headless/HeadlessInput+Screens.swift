import ButtonKit
import Rendering
import Simulator
import Theming

extension HeadlessInput {
    /// One screen model per theme, the buttons fresh in the locale asked for and the
    /// standard environment; two theme files of one name are labelled as `t` tells them apart.
    /// - Parameter monochrome: `NO_COLOR` is set (attributes only).
    public func screens(monochrome: Bool) -> [ScreenModel] {
        let settings = SimulatorSettings(stepDelay: .seconds(1), animates: true)
        var models = themes.map { theme in
            var screen = ScreenModel(
                simulator: SimulatorState(board: board, locale: locale, settings: settings), theme: theme,
                monochrome: monochrome, keys: KeyBindings.help(for: board))
            screen.setEnvironment(.standard, base: theme)
            return screen
        }
        for (index, label) in ThemeCatalog.labels(sideBySide: models.map(\.theme)).enumerated() {
            models[index].themeLabel = label
        }
        return models
    }

    /// The board's button with this id, as a fresh screen shows it.
    /// - Parameters:
    ///   - id: The id asked for.
    ///   - model: A screen of this board.
    ///   - command: The subcommand, for the message.
    /// - Throws: An unknown id (exit 64), naming the valid ones.
    public static func button(_ id: String, in model: ScreenModel, command: String) throws(HeadlessFailure) -> Button {
        guard let button = model.simulator[ButtonID(rawValue: id)] else {
            let valid = model.simulator.buttons.map(\.id.rawValue).joined(separator: ", ")
            throw .invalidArgument("\(command): unknown button '\(id)'; valid: \(valid)")
        }
        return button
    }
}
