import Rendering

/// The terminal a runtime works on: narrow on purpose, so the real ncurses terminal and
/// the in-memory twin used by tests and the benchmark are interchangeable.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The screen size in cells.
    var size: (columns: Int, rows: Int) { get }
    /// The colours the terminal shows.
    var colorMode: ColorMode { get }
    /// Shows `frame`, updating only the cells that differ from the last frame drawn.
    /// - Parameters:
    ///   - frame: the whole screen.
    ///   - spinnerAreas: `nil` to compare the whole frame; otherwise the caller vouches
    ///     that only the spinners moved and only cells inside these rectangles can differ,
    ///     so only they are compared (a spinner tick costs the same on any screen size).
    func draw(_ frame: Frame, spinnerAreas: [Rect]?)
    /// Everything the terminal has sent since the last call, decoded, without blocking.
    func readInput() -> [TerminalInput]
    /// Takes the terminal's new size after SIGWINCH; the next draw repaints in full.
    @discardableResult
    func resize() -> (columns: Int, rows: Int)
    /// Forgets what is on screen: the next draw clears it and repaints every cell.
    func invalidate()
    /// Gives the terminal back to the shell before the process stops (Ctrl-Z, SIGTSTP).
    func suspend()
    /// Takes the terminal back after the process continues and repaints all of it (at once,
    /// or with the next draw).
    func resume()
    /// Gives the terminal back as it was, for good. Safe to call more than once.
    func restore()
}

extension TerminalBackend {
    /// Shows `frame`, comparing it whole with the last frame drawn.
    public func draw(_ frame: Frame) {
        draw(frame, spinnerAreas: nil)
    }
}
