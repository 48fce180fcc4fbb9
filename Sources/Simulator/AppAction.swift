import ButtonKit
import Theming

/// Something that happened to the application. Every input of the program loop is one:
/// keys, clicks, resizes, timers, signals, file changes, and the answers to effects.
public enum AppAction: Hashable, Sendable {
    /// The program started: resume timers, watch the files.
    case started
    /// A key, click or resize.
    case input(InputEvent)
    /// A script's `event:NAME`: the declared event sent to the target button.
    case eventSent(String)
    /// A timer the engine scheduled fired.
    case timerFired(TimerID)
    /// A theme was loaded (by `t` or a live edit of its file).
    case themeLoaded(Theme)
    /// Loading a theme failed: the last good theme stays, the status line says why.
    case themeFailed(String)
    /// The button file was edited and loaded again: the board is rebuilt, keeping what
    /// still matches.
    case boardReloaded(BoardDefinition)
    /// A remark for the status line (a bad state file, a failed save).
    case statusReported(String, isError: Bool)
    /// Saving the state failed; the program ends with status 1 and says why.
    case saveFailed(String)
    /// The program is asked to quit (state is saved).
    case quitRequested
    /// The process or the terminal asked something of the program.
    case signalled(ProgramSignal)
    /// The current theme's files changed on disk.
    case themeFileChanged
    /// The button file changed on disk.
    case boardFileChanged
}
