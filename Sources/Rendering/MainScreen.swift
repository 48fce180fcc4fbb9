import ButtonKit
import Canvas
import Theming

/// The whole screen: too small, or the simulator with its buttons, inspector, status line
/// and legend, with the help or gallery overlay on top when open.
public enum MainScreen {
    /// Draws the whole screen for `model` into `frame`.
    /// - Parameters:
    ///   - model: What is shown.
    ///   - area: The whole screen, at (0, 0).
    ///   - layout: `model`'s layout at the area's size when the caller keeps one (the
    ///     program's state does), else worked out here.
    ///   - frame: The frame drawn into.
    public static func render(_ model: ScreenModel, area: Rect, layout: ScreenLayout? = nil, into frame: inout Frame) {
        let layout = layout ?? ScreenLayout.compute(model, width: area.width, height: area.height)
        guard layout.fits else {
            TooSmallScreen.render(area: area, neededRows: layout.neededRows, into: &frame)
            return
        }
        let chrome = model.theme.chrome
        let base = CellStyle(foreground: chrome.text, background: chrome.background)
        frame.fill(area, style: base)
        renderHeader(model, area: area, into: &frame)
        switch model.overlay {
        case .gallery:
            GalleryView.render(
                model, area: Rect(x: 0, y: 1, width: area.width, height: layout.statusRow - 1), into: &frame)
        case .none, .help, .environment:
            renderButtons(model, layout: layout, into: &frame)
            InspectorView.render(model, area: layout.inspector, into: &frame)
        }
        if model.overlay == .environment {
            EnvironmentPanel.render(
                model, area: Rect(x: 0, y: 1, width: area.width, height: layout.statusRow - 1), into: &frame)
        }
        if let bar = model.presenter {
            // Presenting: the caption holds the status line unless the program has
            // something to say; the bar and its key overlay take the legend's row.
            if model.status == nil, bar.caption != nil {
                bar.renderCaption(
                    model, row: layout.statusRow, rows: layout.statusRows, width: layout.width, into: &frame)
            } else {
                renderStatus(model, layout: layout, into: &frame)
            }
            bar.render(model, row: layout.legendRow, width: area.width, into: &frame)
        } else {
            renderStatus(model, layout: layout, into: &frame)
            renderLegend(model, row: layout.legendRow, width: area.width, into: &frame)
        }
        if model.overlay == .help {
            HelpOverlay.render(
                model, area: Rect(x: 0, y: 1, width: area.width, height: layout.statusRow - 1), into: &frame)
        }
    }

    static func renderHeader(_ model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let title = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
        let muted = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        let right = "target: \(model.simulator.target.id) "
        var settings = "   theme \(model.themeName) · locale \(model.simulator.locale.rawValue)"
        // A long environment note is cut with "…" so the target stays in view.
        let noteRoom = area.width - TextWidth.of(" ButtonSim") - TextWidth.of(settings) - TextWidth.of(right) - 1
        let note = environmentNote(model)
        if !note.isEmpty, noteRoom > 3 { settings += TextWidth.ellipsized(note, to: noteRoom) }
        var column = frame.put(" ButtonSim", column: 0, row: 0, style: title)
        if let boardTitle = model.simulator.board.title {
            // The board's title gives way first, cut with "…", so the settings stay readable.
            let room = area.width - column - TextWidth.of(settings) - TextWidth.of(right) - 4
            if room > 1 {
                column = frame.put(
                    " · " + TextWidth.ellipsized(boardTitle, to: room), column: column, row: 0, style: title)
            }
        }
        column = frame.put(settings, column: column, row: 0, style: muted, limit: area.width)
        frame.put(
            right, column: max(column + 1, area.width - TextWidth.of(right)), row: 0, style: muted, limit: area.width)
    }

    /// The header's note of an environment that is not the standard one
    /// (` · ax3 · dark`), marking a theme shown in place of a missing counterpart.
    static func environmentNote(_ model: ScreenModel) -> String {
        guard !model.environment.isStandard else { return "" }
        let base = model.missingCounterparts.isEmpty ? "" : " (base theme)"
        return " · " + model.environment.summary + base
    }

    static func renderButtons(_ model: ScreenModel, layout: ScreenLayout, into frame: inout Frame) {
        renderTrackingArea(model, layout: layout, into: &frame)
        for slot in layout.visibleSlots { renderSlot(slot, model, into: &frame) }
        renderScrollMarkers(model, layout: layout, into: &frame)
    }

    /// On a board taller than the screen, the rows above and below the buttons say how
    /// many buttons are out of view there (the view follows the target).
    static func renderScrollMarkers(_ model: ScreenModel, layout: ScreenLayout, into frame: inout Frame) {
        guard layout.scrolls else { return }
        let chrome = model.theme.chrome
        let style = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
        func buttons(_ count: Int) -> String { count == 1 ? "1 more button" : "\(count) more buttons" }
        if layout.hiddenAbove > 0 {
            frame.put(
                "▲ " + buttons(layout.hiddenAbove) + " above", column: ScreenLayout.left, row: layout.board.y - 1,
                style: style, limit: layout.width)
        }
        if layout.hiddenBelow > 0 {
            frame.put(
                "▼ " + buttons(layout.hiddenBelow) + " below", column: ScreenLayout.left, row: layout.board.maxY,
                style: style, limit: layout.width)
        }
    }

    /// While a finger is down, the button's tracking area, drawn faintly under the buttons:
    /// the finger may slide this far out and still tap.
    static func renderTrackingArea(_ model: ScreenModel, layout: ScreenLayout, into frame: inout Frame) {
        // A key's tap (which ends by itself) has no finger to slide: only a held press shows it.
        guard let id = model.simulator.touchInProgress, !model.simulator.pendingTimers.contains(.tapRelease(id)),
            let area = layout.trackingArea(for: id, slop: model.touchSlop)?.intersection(layout.board),
            !area.isEmpty
        else { return }
        let chrome = model.theme.chrome
        let style = CellStyle(foreground: chrome.mutedText, background: chrome.background, dim: true)
        TrackingAreaView.render(area, style: style, into: &frame)
    }

    /// Redraws only the buttons whose spinner turns, onto the frame drawn for the same
    /// model one spinner tick earlier: a tick then costs a few cells, not a whole screen.
    /// Only for the main screen with no overlay, where nothing covers the buttons.
    public static func redrawSpinners(_ model: ScreenModel, into frame: inout Frame) {
        let layout = ScreenLayout.compute(model, width: frame.width, height: frame.height)
        guard layout.fits, model.overlay == .none else { return }
        redrawSpinners(model, slots: spinnerSlots(model, layout: layout), into: &frame)
    }

    /// The slots of the buttons whose spinner turns, for ``redrawSpinners(_:slots:into:)``.
    /// - Parameters:
    ///   - model: What is shown.
    ///   - layout: Its layout.
    public static func spinnerSlots(_ model: ScreenModel, layout: ScreenLayout) -> [ScreenLayout.Slot] {
        layout.fits ? layout.visibleSlots.filter { model.simulator[$0.id]?.showsSpinner == true } : []
    }

    /// Redraws these slots only: a runtime that kept the slots from the first tick of a
    /// run of ticks skips laying the screen out again on every tick.
    /// - Parameters:
    ///   - model: What is shown (only the spinner moved since the frame was drawn).
    ///   - slots: The spinning buttons' slots.
    ///   - frame: The last frame, drawn into.
    public static func redrawSpinners(_ model: ScreenModel, slots: [ScreenLayout.Slot], into frame: inout Frame) {
        guard model.overlay == .none else { return }
        for slot in slots { renderSlot(slot, model, into: &frame) }
    }

    /// One button's label, target marker, surface and box.
    static func renderSlot(_ slot: ScreenLayout.Slot, _ model: ScreenModel, into frame: inout Frame) {
        let simulator = model.simulator
        let chrome = model.theme.chrome
        guard let button = simulator[slot.id] else { return }
        let isTarget = simulator.target.id == slot.id
        var surface = chrome.background
        if let surfaceRect = slot.surface {
            surface = chrome.onColorSurface
            frame.fill(surfaceRect, style: CellStyle(background: surface))
        }
        // On the brand panel the page colour is the one that reads (muted grey does not).
        let onPanel = slot.surface != nil
        let labelStyle =
            isTarget
            ? CellStyle(
                foreground: onPanel ? chrome.background : chrome.accent, background: surface, bold: true,
                underline: true)
            : CellStyle(foreground: onPanel ? chrome.background : chrome.mutedText, background: surface)
        frame.put(slot.id.rawValue, column: slot.box.x, row: slot.labelRow, style: labelStyle, limit: slot.box.maxX)
        if isTarget {
            let markerStyle = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
            frame.put(
                "▶", column: slot.box.x - 2 - (slot.surface == nil ? 0 : 1),
                row: slot.box.y + (slot.box.height - 1) / 2, style: markerStyle)
        }
        ButtonView.render(
            button, style: model.theme.style(of: button), surface: surface,
            spinnerFrame: simulator.spinnerFrame, animates: simulator.settings.animates,
            monochrome: model.monochrome, area: slot.box, environment: model.environment, into: &frame)
    }

    static func renderStatus(_ model: ScreenModel, layout: ScreenLayout, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let (text, isError) = StatusLine.line(model)
        let style = CellStyle(
            foreground: isError ? chrome.error : chrome.text, background: chrome.background, bold: isError)
        for (offset, line) in StatusLine.wrap(text, width: layout.width, rows: layout.statusRows).enumerated() {
            frame.put(line, column: 0, row: layout.statusRow + offset, style: style, limit: layout.width)
        }
    }

    static func renderLegend(_ model: ScreenModel, row: Int, width: Int, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let legend = model.keys.legends.first { TextWidth.of($0) + 2 <= width } ?? model.keys.legends.last ?? ""
        frame.put(
            " " + legend, column: 0, row: row,
            style: CellStyle(foreground: chrome.mutedText, background: chrome.background, reverse: false), limit: width)
    }
}
