import Canvas
import Rendering
import Simulator

/// Turns the application's screen into what a terminal must change: the one place that
/// keeps the previous frame and decides which cells changed, for every backend.
///
/// A tick that moves only spinners is drawn onto the previous frame in place, comparing
/// only the spinning buttons' boxes, so it costs the same on any screen size; under the
/// gallery, whose cells are still, it changes nothing. The boxes as drawn for each spinner
/// glyph, and what each step from one glyph to the next changes, are kept while only
/// spinners move: after one turn of the spinner a tick neither draws nor compares.
public struct FramePipeline {
    /// The frame the terminal shows (or, headless, the last one made).
    public private(set) var current: Frame?
    private var drawn: (screen: ScreenModel, size: TerminalSize)?
    /// The spinning buttons' boxes, found once while only spinners move, and their areas
    /// on the frame.
    private var spinnerSlots: (slots: [ScreenLayout.Slot], areas: [Rect])?
    /// While only spinners move: the cells of those areas, one after another, as drawn for
    /// each spinner glyph (at its index in `Spinner.glyphs`). Arrays, not dictionaries: a
    /// spinner's first turn then instantiates no dictionary types and rehashes nothing.
    private var spinnerCells: [[Cell]?]
    /// The glyph the spinners' boxes in ``current`` show, once a tick drew them.
    private var shownGlyph: Int?
    /// While only spinners move: what a tick from one glyph to another changes, at
    /// `from * Spinner.glyphs.count + to`, so a tick seen before compares nothing.
    private var spinnerSteps: [SpinnerStep?]
    private let glyphCount = Spinner.glyphs.count

    /// The cells one spinner tick changes, for the frame and for the terminal.
    private struct SpinnerStep {
        var cells: [(column: Int, row: Int, cell: Cell)] = []
        var changes: [FrameChange] = []
        var isSpinnerOnly = true
    }
    private var isInvalid = true
    /// How many cells the last update compared: the whole screen, or the spinners' boxes.
    public private(set) var cellsComparedLastUpdate = 0
    /// How many spinner glyphs' boxes are kept: at most `Spinner.glyphs.count`, none once
    /// something else changed.
    public var keptSpinnerGlyphs: Int { spinnerCells.count { $0 != nil } }

    /// A pipeline that has drawn nothing yet.
    public init() {
        spinnerCells = Array(repeating: nil, count: glyphCount)
        spinnerSteps = Array(repeating: nil, count: glyphCount * glyphCount)
    }

    /// Forgets what the terminal shows: the next update repaints every cell.
    public mutating func invalidate() {
        isInvalid = true
    }

    /// Forgets the spinner glyphs' boxes and steps (something besides a spinner changed).
    private mutating func forgetSpinnerGlyphs() {
        for index in spinnerCells.indices { spinnerCells[index] = nil }
        for index in spinnerSteps.indices { spinnerSteps[index] = nil }
    }

    /// The changes that show `screen` at `size`, or `nil` when nothing changed.
    /// - Parameters:
    ///   - screen: What the screen shows.
    ///   - size: The terminal's size.
    ///   - layout: `screen`'s layout at `size` when the caller keeps one (asked for only
    ///     when a frame is rendered, or spinners are first found), else worked out here.
    public mutating func update(
        for screen: ScreenModel, size: TerminalSize, layout: () -> ScreenLayout? = { nil }
    ) -> FrameUpdate? {
        if !isInvalid, drawn?.size == size, current != nil, drawnDiffersOnlyInSpinner(from: screen) {
            // The kept screen now equals `screen`: it is not copied again.
            switch screen.overlay {
            case .gallery: return nil
            case .none: return spinnerTick(screen, size: size, layout: layout)
            case .help, .environment: break
            }
        }
        defer { drawn = (screen, size) }
        spinnerSlots = nil
        forgetSpinnerGlyphs()
        shownGlyph = nil
        var frame = Frame(width: size.columns, height: size.rows)
        MainScreen.render(screen, area: frame.area, layout: layout(), into: &frame)
        cellsComparedLastUpdate = size.columns * size.rows
        let isFullRepaint = isInvalid || current.map { $0.width != frame.width || $0.height != frame.height } ?? true
        let previous = current
        current = frame
        isInvalid = false
        if isFullRepaint { return FrameUpdate(repainting: frame) }
        let changes = FrameDiff.changes(from: previous, to: frame)
        guard !changes.isEmpty else { return nil }
        return FrameUpdate(
            columns: size.columns, rows: size.rows, isFullRepaint: false, changes: changes, isSpinnerOnly: false)
    }

    /// Only spinners moved: their boxes as drawn for the new glyph replace the cells that
    /// differ in the previous frame, in place, and only those boxes are compared. Boxes
    /// not drawn for this glyph yet are drawn now and kept.
    private mutating func spinnerTick(
        _ screen: ScreenModel, size: TerminalSize, layout: () -> ScreenLayout?
    ) -> FrameUpdate? {
        guard var frame = current else { return nil }
        current = nil  // The only reference: drawing below changes the frame in place.
        // The layout does not depend on the spinner's frame: the boxes found for the first
        // tick serve every tick after it.
        let found =
            spinnerSlots
            ?? Self.spinnerBoxes(
                MainScreen.spinnerSlots(
                    screen, layout: layout() ?? ScreenLayout.compute(screen, width: size.columns, height: size.rows)),
                on: frame)
        spinnerSlots = found
        // A spinner frame shows only through its glyph, which comes round again every
        // `Spinner.glyphs.count` frames.
        let count = glyphCount
        let glyph = (screen.simulator.spinnerFrame % count + count) % count
        let stepKey = shownGlyph.map { $0 * count + glyph }
        defer { shownGlyph = glyph }
        if let stepKey, let step = spinnerSteps[stepKey] {
            // The boxes show the glyph the step starts from: its cells are all that change.
            for write in step.cells { frame[write.column, write.row] = write.cell }
            current = frame
            cellsComparedLastUpdate = 0
            return Self.update(step, size: size)
        }
        let drawn: [Cell]
        var before: [Cell]?
        if let kept = spinnerCells[glyph] {
            drawn = kept
        } else {
            before = Self.cells(of: frame, in: found.areas)
            MainScreen.redrawSpinners(screen, slots: found.slots, into: &frame)
            drawn = Self.cells(of: frame, in: found.areas)
            spinnerCells[glyph] = drawn
        }
        cellsComparedLastUpdate = drawn.count
        var step = SpinnerStep()
        var index = 0
        for area in found.areas {
            for row in area.y..<area.maxY {
                for column in area.x..<area.maxX {
                    let cell = drawn[index], was = before?[index] ?? frame[column, row]
                    index += 1
                    guard cell != was else { continue }
                    if before == nil { frame[column, row] = cell }
                    step.cells.append((column, row, cell))
                    if cell.width != 1 || was.width != 1 || cell.isContinuation { step.isSpinnerOnly = false }
                    if cell.isContinuation {
                        guard column > 0 else { continue }
                        let owner = FrameChange(column: column - 1, row: row, cell: frame[column - 1, row])
                        if step.changes.last != owner { step.changes.append(owner) }
                    } else {
                        step.changes.append(FrameChange(column: column, row: row, cell: cell))
                    }
                }
            }
        }
        current = frame
        if let stepKey { spinnerSteps[stepKey] = step }
        return Self.update(step, size: size)
    }

    private static func update(_ step: SpinnerStep, size: TerminalSize) -> FrameUpdate? {
        guard !step.changes.isEmpty else { return nil }
        return FrameUpdate(
            columns: size.columns, rows: size.rows, isFullRepaint: false, changes: step.changes,
            isSpinnerOnly: step.isSpinnerOnly)
    }

    /// The slots with their boxes clipped to the frame, empty ones left out.
    private static func spinnerBoxes(_ slots: [ScreenLayout.Slot], on frame: Frame) -> (
        slots: [ScreenLayout.Slot], areas: [Rect]
    ) {
        (slots, slots.map { $0.box.intersection(frame.area) }.filter { $0.width > 0 && $0.height > 0 })
    }

    private static func cells(of frame: Frame, in areas: [Rect]) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(areas.reduce(0) { $0 + $1.width * $1.height })
        for area in areas {
            for row in area.y..<area.maxY {
                for column in area.x..<area.maxX { cells.append(frame[column, row]) }
            }
        }
        return cells
    }

    /// Whether `screen` is the screen drawn last but for the spinner's frame. The frame is
    /// copied into the kept screen, which is replaced after the update anyway, instead of
    /// into a copy: a copy of a screen retains and releases everything it holds.
    private mutating func drawnDiffersOnlyInSpinner(from screen: ScreenModel) -> Bool {
        drawn?.screen.simulator.spinnerFrame = screen.simulator.spinnerFrame
        guard let kept = drawn?.screen else { return false }
        return kept == screen
    }
}
