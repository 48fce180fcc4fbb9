import ButtonKit
import Canvas
import Theming

/// The inspector for the target button: state as names, hex and grouped binary; which slot
/// supplied the title and the style; what VoiceOver reads; under SwiftUI's rules the
/// control size, role and a disabled container; the latest control events.
public enum InspectorView {
    /// Draws the inspector for the target button: a titled rule, labelled lines for its state,
    /// title, style and what VoiceOver reads (touch and machine lines when they apply), then the
    /// latest events in the rows left.
    /// - Parameters:
    ///   - model: What is shown.
    ///   - area: The inspector's area from ``ScreenLayout``.
    ///   - frame: The frame drawn into.
    public static func render(_ model: ScreenModel, area: Rect, into frame: inout Frame) {
        guard area.height >= 1 else { return }
        let chrome = model.theme.chrome
        let ruleStyle = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        let labelStyle = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        let valueStyle = CellStyle(foreground: chrome.text, background: chrome.background)

        BoxDrawing.rule(
            "Inspector: \(model.simulator.target.id)", row: area.y, area: area, style: ruleStyle, into: &frame)
        var lines = self.lines(model)
        let eventRows = max(1, area.height - 1 - lines.count)
        lines += eventLines(
            model.simulator, rows: eventRows, width: area.width - 10, style: valueStyle, muted: labelStyle)
        for (offset, line) in lines.enumerated() {
            let row = area.y + 1 + offset
            guard row < area.maxY else { break }
            var column = frame.put(TextWidth.pad(line.0, to: 9), column: area.x + 1, row: row, style: labelStyle)
            for (text, style) in line.1 {
                let room = area.maxX - column
                guard room > 0 else { break }
                // A cut line ends with "…" so nobody mistakes it for the whole value.
                column = frame.put(
                    TextWidth.ellipsized(text, to: room), column: column, row: row, style: style, limit: area.maxX)
            }
        }
    }

    /// The rows the inspector needs before its event log: the rule and one row per line.
    /// The layout gives it at least these and one row of events.
    public static func fixedRows(_ model: ScreenModel) -> Int {
        // Counted without wording the lines: the layout asks before every key.
        let button = model.simulator.target
        var count = 5  // the heading, state, title, style, reads
        if let configuration = button.configuration {
            count += 2
            if hasCornerLine(configuration) { count += 1 }
            if configuration.showsActivityIndicator { count += 1 }
        }
        if SwiftUIRules.applies(to: button) { count += 1 }
        if hasTouchLine(model.simulator) { count += 1 }
        if button.machineState != nil { count += 1 }
        if button.showsCounters { count += 1 }
        if button.declaresEvents { count += 1 }
        return count
    }

    private static func hasCornerLine(_ configuration: ResolvedConfiguration) -> Bool {
        ConfigurationStyleTable.cornerRadius(configuration.cornerStyle) != nil
            && [.small, .medium, .large].contains(configuration.cornerStyle)
    }

    private static func hasTouchLine(_ simulator: SimulatorState) -> Bool {
        let id = simulator.target.id
        return simulator.touchInProgress == id && !simulator.pendingTimers.contains(.tapRelease(id))
    }

    /// The labelled lines above the event log: state, title, style (and a configuration's
    /// colours), what VoiceOver reads, a held touch and the machine state.
    static func lines(_ model: ScreenModel) -> [(String, [(String, CellStyle)])] {
        let chrome = model.theme.chrome
        let simulator = model.simulator
        let button = simulator.target
        let labelStyle = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        let valueStyle = CellStyle(foreground: chrome.text, background: chrome.background)
        let strongStyle = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
        let state = button.state
        let resolved = model.theme.style(of: button)
        let titleLookup = button.titleLookup
        // A title an environment wrapped reads as one line here, its breaks marked.
        let title = button.shownTitle.replacing(EnvironmentPictures.lineBreak, with: "↵")
        let configurationTitle = button.configuration.map { configuration in
            configuration.setBy["title"].map { "configuration title from updates[\($0)]" } ?? "configuration title"
        }
        let titleNote =
            button.titleHiddenBy.map { "hidden while \($0.name) (hidesTitle: hidden in code)" }
            ?? configurationTitle ?? SlotDescription.describe(source: titleLookup.source, state: state)
        var styleNote = "\(button.variant) tokens, " + SlotDescription.describe(source: resolved.source, state: state)
        var configurationLines: [(String, [(String, CellStyle)])] = []
        if let configuration = button.configuration,
            let look = model.theme.configurationLook(of: button)
        {
            // What came from the file and what from the approximation table, said apart.
            let updates =
                configuration.appliedUpdates.isEmpty
                ? "no updates apply"
                : "updates " + configuration.appliedUpdates.joined(separator: ", ")
                    + " applied after the automatic update"
            styleNote = "\(configuration.style.rawValue) configuration (\(button.variant) tint), \(updates)"
            configurationLines = [
                (
                    "bg",
                    [
                        (look.style.style.background?.hex ?? "clear", strongStyle),
                        ("  \(look.backgroundOrigin.description)", valueStyle),
                    ]
                ),
                (
                    "fg",
                    [
                        (look.style.style.foreground.hex, strongStyle),
                        ("  \(look.foregroundOrigin.description)", valueStyle),
                    ]
                ),
            ]
            if hasCornerLine(configuration),
                let radius = ConfigurationStyleTable.cornerRadius(configuration.cornerStyle)
            {
                configurationLines.append(
                    (
                        "corner",
                        [
                            ("\(configuration.cornerStyle.rawValue) \(Int(radius)) pt", strongStyle),
                            ("  approximation: Apple publishes no system radii", valueStyle),
                        ]
                    ))
            }
            if configuration.showsActivityIndicator {
                configurationLines.append(
                    (
                        "spinner",
                        [("in the image's place (\(configuration.imagePlacement.rawValue)), title kept", valueStyle)]
                    ))
            }
        }
        var lines: [(String, [(String, CellStyle)])] =
            [
                (
                    "state",
                    [
                        (button.flags.names.joined(separator: " ").ifEmpty("normal"), strongStyle),
                        ("  \(state.hex)  ", valueStyle), (state.groupedBinary, valueStyle),
                    ]
                ),
                ("title", [("\"\(title)\"", strongStyle), ("  \(titleNote)", valueStyle)]),
                ("style", [(styleNote, valueStyle)]),
            ] + configurationLines + [
                (
                    "reads",
                    [
                        (VoiceOver.reading(for: button, localization: simulator.localization), valueStyle),
                        (button.flags.isEnabledRequested ? "" : "   (enabled asked: no)", labelStyle),
                    ]
                )
            ]
        if let swiftUI = swiftUIText(button, localization: simulator.localization) {
            lines.append(("swiftui", [(swiftUI, valueStyle)]))
        }
        if hasTouchLine(simulator) {
            let whereNow = simulator.touchIsInside ? "inside" : "outside"
            lines.append(
                (
                    "touch",
                    [
                        ("held, \(whereNow) the tracking area", strongStyle),
                        ("  (the button grown by \(Int(model.touchSlop)) pt; c cancels)", valueStyle),
                    ]
                ))
        }
        if let machine = button.machineState {
            let pending = afterDescription(button, pending: simulator.pendingTimers)
            lines.append(
                (
                    "machine",
                    [(machine, strongStyle), (pending.isEmpty ? "" : "  (pending: after \(pending))", valueStyle)]
                ))
        }
        if button.showsCounters, let counters = button.definition.machine?.context {
            let values = counters.map { "\($0.name) \(button.context[$0.name] ?? $0.initial)" }.joined(separator: ", ")
            lines.append(("counters", [(values, valueStyle)]))
        }
        if !button.definition.events.isEmpty {
            let events = button.definition.events.map {
                "\($0.key) \($0.name) (\(simulator.localization.text($0.label)))"
            }.joined(separator: " · ")
            lines.append(("sends", [(events, valueStyle)]))
        }
        return lines
    }

    /// The delays of the current machine state's `after` transitions whose timers are
    /// really pending (one that fired and took no transition is gone).
    static func afterDescription(_ button: Button, pending: Set<TimerID>) -> String {
        (button.currentMachineState?.after ?? []).enumerated()
            .filter { pending.contains(.after(button.id, $0.offset)) }
            .map { delayText($0.element.delay) }
            .joined(separator: ", ")
    }

    private static func delayText(_ delay: MachineDelay) -> String {
        switch delay {
        case .step: "step"
        case .milliseconds(let value): "\(value) ms"
        case .named(let name, let value): "\(name) (\(value) ms)"
        }
    }

    /// Events newest first: one per row when there is room, else all on one row.
    static func eventLines(
        _ simulator: SimulatorState, rows: Int, width: Int,
        style: CellStyle, muted: CellStyle
    ) -> [(String, [(String, CellStyle)])] {
        let events = simulator.events
        guard !events.isEmpty else { return [("events", [("none yet: press Space to tap", muted)])] }
        let newest = Array(events.reversed())
        if rows >= 3 {
            return newest.prefix(rows).enumerated().map { index, record in
                let text =
                    TextWidth.pad(record.event.rawValue, to: 24)
                    + TextWidth.pad(record.button.rawValue, to: 11)
                    + "state \(record.state.shortHex) \(record.state.names(customStates: simulator[record.button]?.definition.states ?? []).joined(separator: ","))"
                return (index == 0 ? "events" : "", [(text, index == 0 ? style : muted)])
            }
        }
        var text = ""
        for record in newest {
            let item = "\(record.button) \(record.event.rawValue) \(record.state.shortHex)"
            let candidate = text.isEmpty ? item : text + " ‹ " + item
            if TextWidth.of(candidate) > width { break }
            text = candidate
        }
        return [("events", [(text, style)])]
    }
}

extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
