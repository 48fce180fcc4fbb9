import ButtonKit
import Canvas
import DeviceLook
import Theming

/// The terminal look of an environment, for pictures: what a larger text size changes in
/// cells (the padding and height scaled as in points, converted by ``CellMetrics``; a
/// title the device look cuts shown cut), the board's rows mirrored right to left, and
/// pictures of several environments stacked, each under its own heading.
public enum EnvironmentPictures {
    /// The model as the terminal look shows its environment (the theme is already the
    /// environment's, from ``ScreenModel/setEnvironment(_:base:)``).
    /// - Parameter model: The model with its environment set.
    public static func terminalModel(_ model: ScreenModel) -> ScreenModel {
        var model = model
        let environment = model.environment
        let points = model.theme.metrics.points
        let small = DynamicTypeTable.scale(DeviceMetrics.defaultTextStyle(for: .small), at: environment.contentSize)
        let medium = DynamicTypeTable.scale(DeviceMetrics.defaultTextStyle(for: .medium), at: environment.contentSize)
        var metrics = model.theme.metrics
        metrics.smallHeight = max(metrics.smallHeight, CellMetrics.rows(forHeight: points.smallHeight * small))
        metrics.mediumHeight = max(metrics.mediumHeight, CellMetrics.rows(forHeight: points.mediumHeight * medium))
        metrics.smallPaddingX = CellMetrics.columns(forWidth: points.smallPaddingX * small)
        metrics.mediumPaddingX = CellMetrics.columns(forWidth: points.mediumPaddingX * medium)
        model.theme.metrics = metrics
        for index in model.simulator.buttons.indices {
            model.simulator.buttons[index] = cutTitles(model.simulator.buttons[index], theme: model.theme, environment)
        }
        if environment.isRightToLeft {
            model.simulator.board.rows = DeviceBoardPicture.layoutRows(model.simulator).map { Array($0.reversed()) }
        }
        return model
    }

    /// The model the interactive program draws and lays out: as it is in the standard
    /// environment (so its screens stay as they were), else ``terminalModel(_:)``.
    /// - Parameter model: The model with its environment set.
    public static func shown(_ model: ScreenModel) -> ScreenModel {
        model.environment.isStandard ? model : terminalModel(model)
    }

    /// `button` as the terminal look shows it in `model`'s environment: disabled by a
    /// disabled container under SwiftUI's rules, every title the device look would cut
    /// replaced by what it shows.
    /// - Parameters:
    ///   - button: The button (in the model's board).
    ///   - model: The model with its environment set.
    public static func terminalButton(_ button: Button, model: ScreenModel) -> Button {
        cutTitles(button.shown(in: model.environment), theme: model.theme, model.environment)
    }

    /// The button with every title the device look would cut or wrap replaced by what it
    /// shows: a cut title ends in "…", and a title set in several lines (`lines` above 1)
    /// keeps its line breaks, so the terminal look gives it as many rows.
    static func cutTitles(_ button: Button, theme: Theme, _ environment: DisplayEnvironment) -> Button {
        var button = button
        let drawn = DeviceButton(button, theme: theme, environment: environment)
        // A title already set in lines (a model adapted once) is left as it is.
        for (raw, title) in button.titles.storage where !title.contains(lineBreak) {
            let fitting = drawn.fittingInWidestRoom(of: button.counterText(title))
            if fitting.truncated || fitting.lines.count > 1 {
                button.titles.set(fitting.lines.joined(separator: lineBreak), for: ControlState(rawValue: raw))
            }
        }
        return button
    }

    /// Between the lines of a title the terminal look draws on several rows.
    public static let lineBreak = String(lineBreakCharacter)
    /// ``lineBreak`` as a character, for splitting: the standard library's split on a
    /// character, not a search for a string.
    public static let lineBreakCharacter: Character = "\n"

    /// The heading over one environment's picture: `[ax3 · dark · theme dark]`, naming a
    /// counterpart the theme lacked (`no dark counterpart: base theme`).
    /// - Parameter model: The model with its environment set.
    public static func heading(_ model: ScreenModel) -> String {
        var parts = [model.environment.summary, "theme \(model.themeName)"]
        for missing in model.missingCounterparts {
            parts.append("no \(missing == .dark ? "dark" : "increased-contrast") counterpart: base theme")
        }
        return "[" + parts.joined(separator: " · ") + "]"
    }

    /// Frames one under another, each after a heading row, on the first frame's background.
    /// - Parameter pictures: Each environment's heading and frame.
    public static func stacked(_ pictures: [(heading: String, frame: Frame)]) -> Frame {
        guard pictures.count > 1 || pictures.first.map({ !$0.heading.isEmpty }) == true else {
            return pictures.first?.frame ?? Frame(width: 0, height: 0)
        }
        let width = pictures.map { max($0.frame.width, TextWidth.of($0.heading)) }.max() ?? 0
        let height = pictures.reduce(0) { $0 + $1.frame.height + 1 }
        let background = pictures.first.map { $0.frame.height > 0 ? $0.frame[0, 0].style : .plain } ?? .plain
        var frame = Frame(width: width, height: height, fill: CellStyle(background: background.background))
        var top = 0
        for picture in pictures {
            var heading = CellStyle(foreground: background.foreground, background: background.background)
            heading.bold = true
            frame.put(picture.heading, column: 0, row: top, style: heading)
            for row in 0..<picture.frame.height {
                for column in 0..<picture.frame.width {
                    frame[column, top + 1 + row] = picture.frame[column, row]
                }
            }
            top += picture.frame.height + 1
        }
        return frame
    }
}
