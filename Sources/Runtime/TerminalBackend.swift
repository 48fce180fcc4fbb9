/// A terminal the program loop draws on and reads from: narrow on purpose, so the real
/// ncurses terminal and the in-memory twin used by tests and the benchmark are
/// interchangeable, and a new terminal is one new type. It receives cell changes; which
/// cells changed is decided once, by the ``FramePipeline``.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The screen size in cells.
    var size: (columns: Int, rows: Int) { get }
    /// The colours the terminal shows.
    var colorMode: ColorMode { get }
    /// Shows the changed cells.
    /// - Parameter update: The cells that differ from what the terminal shows.
    /// - Returns: `false` when the terminal could not show them as asked and needs every
    ///   cell again (colour pairs ran out and started over); the pipeline then sends a
    ///   full update at once.
    func apply(_ update: FrameUpdate) -> Bool
    /// Everything the terminal has sent since the last call, decoded, without blocking.
    func readInput() -> [TerminalInput]
    /// Takes the terminal's size again (after SIGWINCH, or a stop) and returns it.
    @discardableResult
    func resize() -> (columns: Int, rows: Int)
    /// Gives the terminal back to the shell before the process stops (Ctrl-Z, SIGTSTP).
    func suspend()
    /// Takes the terminal back after the process continues; the pipeline sends a full
    /// update next.
    func resume()
    /// Gives the terminal back as it was, for good. Safe to call more than once.
    func restore()
}
