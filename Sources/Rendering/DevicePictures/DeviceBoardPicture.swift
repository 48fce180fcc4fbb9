import ButtonKit
import DeviceLook
import Theming

/// `play --look device`: the board as it ends, each button in its state and named above
/// it, in the button file's rows, the target marked with a dot.
public enum DeviceBoardPicture {
    static let margin = 24.0
    static let gap = 24.0
    static let perRow = 4

    /// The SVG document.
    /// - Parameters:
    ///   - model: The screen model at the end of the script.
    ///   - scale: Pixels per point.
    public static func svg(_ model: ScreenModel, scale: Int) -> String {
        svg([model], columns: 1, scale: scale)
    }

    /// One board picture per model (a grid of environments), `columns` to a row.
    /// - Parameters:
    ///   - models: The models, each in its environment.
    ///   - columns: Pictures per row.
    ///   - scale: Pixels per point.
    public static func svg(_ models: [ScreenModel], columns: Int, scale: Int) -> String {
        DevicePanel.document(
            grid: models.map(panel), columns: columns, scale: scale, notes: models.first.map(DeviceNotes.lines) ?? [])
    }

    static func panel(_ model: ScreenModel) -> DevicePanel {
        let theme = model.theme, chrome = theme.chrome
        let simulator = model.simulator
        // Right to left, each row runs from the right: the board is mirrored.
        let rows = layoutRows(simulator).map { model.environment.isRightToLeft ? Array($0.reversed()) : $0 }
        let localization = simulator.localization
        var panel = DevicePanel(width: 0, height: 0, background: chrome.background)
        let title =
            (simulator.board.title ?? "ButtonSim") + " · theme \(model.themeName) · \(simulator.locale.rawValue)"
            + DeviceNotes.environmentSuffix(model)
        panel.svg.text(
            title, x: margin, y: margin + 8, size: DeviceText.headingSize, weight: 600, color: chrome.text,
            role: "heading")
        var y = margin + 40
        var width = 2 * margin + DeviceText.width(title, size: DeviceText.headingSize)
        for row in rows {
            var x = margin
            var rowHeight = 0.0
            for id in row {
                guard let button = simulator[id] else { continue }
                let drawn = DeviceButton(button, theme: theme, environment: model.environment)
                let buttonWidth = drawn.width(localization: localization)
                let surface = theme.surface(variant: button.variant)
                if surface != chrome.background {
                    panel.svg.rect(
                        x: x - 8, y: y - 4, width: buttonWidth + 16, height: drawn.height + 36, radius: 12,
                        fill: surface, role: "surface")
                }
                let isTarget = button.id == simulator.target.id
                let labelColor =
                    surface != chrome.background ? chrome.background : (isTarget ? chrome.accent : chrome.mutedText)
                panel.svg.text(
                    (isTarget ? "● " : "") + button.id.rawValue, x: x, y: y + 8, size: DeviceText.labelSize,
                    weight: isTarget ? 700 : 500, color: labelColor, role: "label-names")
                drawn.draw(
                    x: x, y: y + 24, width: buttonWidth, focusRing: theme.focusRing(variant: button.variant),
                    into: &panel.svg)
                x += buttonWidth + gap
                rowHeight = max(rowHeight, drawn.height + 24)
            }
            width = max(width, x - gap + margin)
            y += rowHeight + gap
        }
        panel.width = width.rounded(.up)
        panel.height = (y - gap + margin).rounded(.up)
        return panel
    }

    /// The file's rows, or the buttons four to a row.
    static func layoutRows(_ simulator: SimulatorState) -> [[ButtonID]] {
        if let rows = simulator.board.rows { return rows }
        let ids = simulator.buttons.map(\.id)
        return stride(from: 0, to: ids.count, by: perRow).map { Array(ids[$0..<min(ids.count, $0 + perRow)]) }
    }
}
