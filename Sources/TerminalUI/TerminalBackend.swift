import Rendering

/// The screen a runtime draws frames on: narrow on purpose, so the real curses terminal
/// and the in-memory twin used by tests and the benchmark are interchangeable.
///
/// Draw whole frames; the backend writes only the cells that changed since the last
/// frame it drew and refreshes once.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The screen size in cells.
    var size: (columns: Int, rows: Int) { get }
    /// Shows `frame`: writes the cells that differ from the last drawn frame, then
    /// refreshes the screen once.
    func draw(_ frame: Frame)
    /// Forgets what is on screen, so the next ``draw(_:)`` repaints every cell (after a
    /// resize, or when something else wrote to the terminal).
    func invalidate()
    /// Gives the terminal back as it was. Safe to call more than once.
    func restore()
}
