import ButtonKit
import Theming

/// Something that happened to the application.
public enum AppAction: Hashable, Sendable {
    /// The program started: resume timers.
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
    /// A signal or the runtime asks to quit (state is saved).
    case quitRequested
}
