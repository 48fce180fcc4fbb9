import ButtonKit

/// Work for the program loop: every output of the application is one. The engine's
/// effects pass through; the rest ask the loop for the program's IO.
public enum AppEffect: Hashable, Sendable {
    /// An effect of the engine's reducer, passed through unchanged.
    case engine(Effect)
    /// Load the theme of this identity (`t` cycles from it) and answer with `themeLoaded` or a status.
    case loadTheme(String)
    /// Read the current theme again and answer with `themeLoaded` or `themeFailed`.
    case reloadTheme
    /// Read the button file again and answer with `boardReloaded` or a status.
    case reloadBoard
    /// Watch these theme files and this button file for edits.
    case watch(themeFiles: [String], boardFile: String?)
    /// Ask the terminal its size and answer with a resize.
    case readTerminalSize
    /// Give the terminal back, stop the process until it continues, take the terminal back.
    case suspend
    /// Forget what the terminal shows: the next frame is painted whole.
    case repaint
    /// Work out what the screen as laid out says about a key or click and answer with
    /// `keyPressed`, `clicked`, `clickedNowhere`, `dragged` or `released`.
    case resolveInput(InputEvent)
    /// Presenting: replay the script up to this step and answer with `presented`.
    case present(step: Int)
}
