import ButtonKit
import Canvas
import Rendering
import Simulator

/// Answers a key or click against the layout of the screen as drawn, in the manner of
/// Bubble Tea v2's views answering mouse hits: the program loop does this for every
/// ``AppEffect/resolveInput(_:)``, so the reducer never asks the renderer.
public enum InputResolver {
    /// The action that answers `event` for `state` laid out as `layout`.
    /// - Parameters:
    ///   - event: The key or click.
    ///   - state: The application's state now.
    ///   - layout: The layout of `state`'s screen as drawn, at its terminal size.
    /// - Returns: `keyPressed`, `clicked`, `clickedNowhere`, `dragged` or `released`;
    ///   a resize comes back as it is (the reducer takes it at once).
    public static func action(for event: InputEvent, state: AppState, layout: ScreenLayout) -> AppAction {
        switch event {
        case .key(let key):
            return .keyPressed(key, facts(key, state, layout))
        case .mousePress(let column, let row):
            guard layout.fits, let id = layout.button(atColumn: column, row: row) else { return .clickedNowhere }
            return .clicked(id)
        case .mouseMove(let column, let row):
            return .dragged(inside: isInsideTrackingArea(column, row, state, layout))
        case .mouseRelease(let column, let row):
            return .released(inside: isInsideTrackingArea(column, row, state, layout))
        case .resize:
            return .input(event)
        }
    }

    /// The action that answers `event` for `state`, laid out afresh (tests and callers
    /// that keep no layout).
    public static func action(for event: InputEvent, state: AppState) -> AppAction {
        let layout = ScreenLayout.compute(state.shownScreen, width: state.size.columns, height: state.size.rows)
        return action(for: event, state: state, layout: layout)
    }

    /// Whether answering `event` reads the buttons' boxes (a pointer's hit, a row step's
    /// nearest button), so the layout must carry each `fit` box as wide as it is now;
    /// every other key reads only whether the screen fits and the overlay's pages.
    public static func needsButtonBoxes(_ event: InputEvent, state: AppState) -> Bool {
        guard case .key(let key) = event else { return true }
        if case .moveRow = KeyBindings.command(for: key, board: state.simulator.board) { return true }
        return false
    }

    /// What the layout says about a key: whether the screen fits and, as far as the key's
    /// command needs them, the row steps from the target or the open overlay's pages
    /// (worked out only for the keys that use them: a gallery's pages cost a gallery).
    static func facts(_ key: Key, _ state: AppState, _ layout: ScreenLayout) -> ScreenFacts {
        var facts = ScreenFacts(fits: layout.fits)
        let area = Rect(x: 0, y: 1, width: layout.width, height: layout.statusRow - 1)
        switch KeyBindings.command(for: key, board: state.simulator.board) {
        case .moveRow:
            facts.stepUp = rowStep(-1, state, layout)
            facts.stepDown = rowStep(1, state, layout)
        case .toggleHelp where state.screen.overlay == .help:
            facts.overlayPageCount = HelpOverlay.pageCount(state.screen, area: area)
        case .toggleGallery where state.screen.overlay == .gallery:
            facts.overlayPageCount = GalleryView.pageCount(state.screen, area: area)
        default:
            break
        }
        return facts
    }

    /// Whether a cell lies in the tracking area (the box grown by the touch slop) of the
    /// button whose touch is in progress.
    private static func isInsideTrackingArea(_ column: Int, _ row: Int, _ state: AppState, _ layout: ScreenLayout)
        -> Bool
    {
        guard let id = state.simulator.touchInProgress else { return false }
        return layout.trackingArea(for: id, slop: state.screen.touchSlop)?.contains(column: column, row: row) ?? false
    }

    /// How far along the board the nearest button in the row above (-1) or below (1) the
    /// target is.
    private static func rowStep(_ step: Int, _ state: AppState, _ layout: ScreenLayout) -> Int {
        // By id: a mirrored (right-to-left) board lays its slots out in another order.
        guard !state.simulator.buttons.isEmpty else { return 0 }
        let slots = layout.slots
        let current = state.simulator.targetIndex
        guard let here = layout.slot(for: state.simulator.target.id)?.box else { return 0 }
        let rows = Array(Set(slots.map(\.box.y))).sorted()
        guard let row = rows.firstIndex(of: here.y), rows.indices.contains(row + step) else { return 0 }
        let centre = here.x + here.width / 2
        let candidates = slots.filter { $0.box.y == rows[row + step] }
        let nearest = candidates.min {
            abs($0.box.x + $0.box.width / 2 - centre) < abs($1.box.x + $1.box.width / 2 - centre)
        }
        return (nearest.flatMap { state.simulator.index(of: $0.id) } ?? current) - current
    }
}
