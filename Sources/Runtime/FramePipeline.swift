import Rendering
import Simulator

/// Turns the application's screen into what a terminal must change: the one place that
/// keeps the previous frame and decides which cells changed, for every backend.
///
/// A tick that moves only spinners is drawn onto the previous frame in place, comparing
/// only the spinning buttons' boxes, so it costs the same on any screen size; under the
/// gallery, whose cells are still, it changes nothing.
public struct FramePipeline {
    /// The frame the terminal shows (or, headless, the last one made).
    public private(set) var current: Frame?
    private var drawn: (screen: ScreenModel, size: TerminalSize)?
    /// The spinning buttons' boxes, found once while only spinners move.
    private var spinnerSlots: [ScreenLayout.Slot]?
    private var isInvalid = true
    /// How many cells the last update compared: the whole screen, or the spinners' boxes.
    public private(set) var cellsComparedLastUpdate = 0

    /// A pipeline that has drawn nothing yet.
    public init() {}

    /// Forgets what the terminal shows: the next update repaints every cell.
    public mutating func invalidate() {
        isInvalid = true
    }

    /// The changes that show `screen` at `size`, or `nil` when nothing changed.
    /// - Parameters:
    ///   - screen: What the screen shows.
    ///   - size: The terminal's size.
    public mutating func update(for screen: ScreenModel, size: TerminalSize) -> FrameUpdate? {
        defer { drawn = (screen, size) }
        if !isInvalid, let drawn, drawn.size == size, current != nil,
            Self.differsOnlyInSpinner(drawn.screen, screen)
        {
            switch screen.overlay {
            case .gallery: return nil
            case .none: return spinnerTick(screen, size: size)
            case .help, .environment: break
            }
        }
        spinnerSlots = nil
        var frame = Frame(width: size.columns, height: size.rows)
        MainScreen.render(screen, area: frame.area, into: &frame)
        cellsComparedLastUpdate = size.columns * size.rows
        let isFullRepaint = isInvalid || current.map { $0.width != frame.width || $0.height != frame.height } ?? true
        let changes = FrameDiff.changes(from: isFullRepaint ? nil : current, to: frame)
        current = frame
        isInvalid = false
        guard isFullRepaint || !changes.isEmpty else { return nil }
        return FrameUpdate(
            columns: size.columns, rows: size.rows, isFullRepaint: isFullRepaint, changes: changes,
            isSpinnerOnly: false)
    }

    /// Only spinners moved: they are drawn again onto the previous frame in place, and
    /// only their boxes compared.
    private mutating func spinnerTick(_ screen: ScreenModel, size: TerminalSize) -> FrameUpdate? {
        guard var frame = current else { return nil }
        current = nil  // The only reference: drawing below changes the frame in place.
        // The layout does not depend on the spinner's frame: the boxes found for the first
        // tick serve every tick after it.
        let slots =
            spinnerSlots
            ?? MainScreen.spinnerSlots(
                screen, layout: ScreenLayout.compute(screen, width: size.columns, height: size.rows))
        spinnerSlots = slots
        let areas = slots.map { $0.box.intersection(frame.area) }.filter { $0.width > 0 && $0.height > 0 }
        let before = areas.map { area in Self.cells(of: frame, in: area) }
        cellsComparedLastUpdate = before.reduce(0) { $0 + $1.count }
        MainScreen.redrawSpinners(screen, slots: slots, into: &frame)
        var changes: [FrameChange] = []
        var isSpinnerOnly = true
        for (area, old) in zip(areas, before) {
            var index = 0
            for row in area.y..<area.maxY {
                for column in area.x..<area.maxX {
                    let cell = frame[column, row], was = old[index]
                    index += 1
                    guard cell != was else { continue }
                    if cell.width != 1 || was.width != 1 || cell.isContinuation { isSpinnerOnly = false }
                    if cell.isContinuation {
                        let owner = FrameChange(column: column - 1, row: row, cell: frame[column - 1, row])
                        if column > 0, changes.last != owner { changes.append(owner) }
                    } else {
                        changes.append(FrameChange(column: column, row: row, cell: cell))
                    }
                }
            }
        }
        current = frame
        guard !changes.isEmpty else { return nil }
        return FrameUpdate(
            columns: size.columns, rows: size.rows, isFullRepaint: false, changes: changes,
            isSpinnerOnly: isSpinnerOnly)
    }

    private static func cells(of frame: Frame, in area: Rect) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(max(0, area.width * area.height))
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { cells.append(frame[column, row]) }
        }
        return cells
    }

    private static func differsOnlyInSpinner(_ old: ScreenModel, _ new: ScreenModel) -> Bool {
        guard old.simulator.spinnerFrame != new.simulator.spinnerFrame else { return old == new }
        var old = old
        old.simulator.spinnerFrame = new.simulator.spinnerFrame
        return old == new
    }
}
