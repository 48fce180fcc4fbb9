import ButtonKit
import Canvas
import Theming

/// The environment panel (`,`): one row per setting with its values, the chosen setting
/// marked and each setting's value shown bracketed. It sits at the bottom of the screen,
/// over the inspector, so the buttons above show every change as it is made.
public enum EnvironmentPanel {
    /// The rows the panel takes: its two edges, a hint, one row per setting, and a row
    /// naming the counterparts the theme lacks, when it lacks any.
    /// - Parameter model: What is shown.
    public static func height(_ model: ScreenModel) -> Int {
        3 + model.environmentAxes.count + (model.missingCounterparts.isEmpty ? 0 : 1)
    }

    /// One setting's row: `▶ content-size   xs s m [l] xl ...`.
    /// - Parameters:
    ///   - axis: The setting.
    ///   - environment: The environment shown.
    ///   - chosen: Whether the arrows change this setting now.
    ///   - labelWidth: The setting names' column width.
    public static func row(
        _ axis: EnvironmentAxis, in environment: DisplayEnvironment, chosen: Bool,
        labelWidth: Int = labelWidth(EnvironmentAxis.axes(for: .uikit))
    ) -> String {
        let current = axis.value(in: environment)
        let values = axis.values.map { $0 == current ? "[\($0)]" : $0 }.joined(separator: " ")
        let name = axis.rawValue + String(repeating: " ", count: max(1, labelWidth - axis.rawValue.count))
        return (chosen ? "▶ " : "  ") + name + values
    }

    /// The setting names' column width for the settings shown.
    /// - Parameter axes: The settings shown.
    public static func labelWidth(_ axes: [EnvironmentAxis]) -> Int { (axes.map(\.rawValue.count).max() ?? 0) + 2 }

    /// The panel's box in `area` (the rows between the header and the status line): full
    /// width, at the bottom, no taller than the area.
    /// - Parameters:
    ///   - model: What is shown.
    ///   - area: The rows it may cover.
    public static func box(_ model: ScreenModel, area: Rect) -> Rect {
        let height = min(area.height, height(model))
        return Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
    }

    /// Draws the panel at the bottom of `area`.
    /// - Parameters:
    ///   - model: What is shown (its environment and chosen setting).
    ///   - area: The rows between the header and the status line.
    ///   - frame: The frame drawn into.
    public static func render(_ model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let box = self.box(model, area: area)
        guard box.width >= 4, box.height >= 3 else { return }
        let base = CellStyle(foreground: chrome.text, background: chrome.background)
        let accent = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
        let muted = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        frame.fill(box, style: base)
        BoxDrawing.outline(
            box, corner: .small, style: CellStyle(foreground: chrome.accent, background: chrome.background),
            into: &frame)
        let limit = box.maxX - 1
        frame.put(
            " Environment: \(model.environment.summary) ", column: box.x + 2, row: box.y, style: accent, limit: limit)
        var lines: [(text: String, style: CellStyle)] = [
            ("↑ ↓ choose a setting · ← → change it · , or Esc closes", muted)
        ]
        let axes = model.environmentAxes
        let width = labelWidth(axes)
        for axis in axes {
            let chosen = axis == model.panelAxis
            lines.append((row(axis, in: model.environment, chosen: chosen, labelWidth: width), chosen ? accent : base))
        }
        if !model.missingCounterparts.isEmpty {
            let names = model.missingCounterparts.map { $0 == .dark ? "dark" : "increased-contrast" }
            lines.append(
                (
                    "theme \(model.themeName) has no \(names.joined(separator: " or ")) counterpart: base theme shown",
                    muted
                ))
        }
        for (offset, line) in lines.enumerated() where box.y + 1 + offset < box.maxY - 1 {
            frame.put(line.text, column: box.x + 2, row: box.y + 1 + offset, style: line.style, limit: limit)
        }
    }
}
