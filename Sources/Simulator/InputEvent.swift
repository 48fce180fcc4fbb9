/// Input from the terminal or a play script, before it becomes an action.
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// Mouse button pressed at a cell (0-based column and row).
    case mousePress(column: Int, row: Int)
    /// The mouse moved with its button held, to a cell.
    case mouseMove(column: Int, row: Int)
    /// Mouse button released at a cell.
    case mouseRelease(column: Int, row: Int)
    /// The terminal is now this many columns and rows.
    case resize(columns: Int, rows: Int)
}
