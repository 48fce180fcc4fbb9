import ButtonKit
import Rendering
import Theming

/// Something that happened to the application. Every input of the program loop is one:
/// keys, clicks, resizes, timers, signals, file changes, and the answers to effects.
///
/// The cases that carry a whole theme, board or screen are `indirect` (boxed): inline they
/// made every action as large as a screen, copied several times for every key of a script.
public enum AppAction: Hashable, Sendable {
    /// The program started: resume timers, watch the files.
    case started
    /// A key, click or resize, as the terminal or a script sent it. A resize is handled at
    /// once; a key or a click asks the program loop what the screen as laid out says
    /// (``AppEffect/resolveInput(_:)``), and the loop answers with one of the four actions
    /// below.
    case input(InputEvent)
    /// A key, with what the screen as laid out now says about it.
    case keyPressed(Key, ScreenFacts)
    /// A mouse press on a button drawn on the main screen.
    case clicked(ButtonID)
    /// A mouse press on no button (or on the too-small screen).
    case clickedNowhere
    /// The mouse moved with its button held: inside or outside the tracking area of the
    /// button whose touch is in progress.
    case dragged(inside: Bool)
    /// The mouse button was released: inside or outside the tracking area of the button
    /// whose touch is in progress.
    case released(inside: Bool)
    /// A script's `event:NAME`: the declared event sent to the target button.
    case eventSent(String)
    /// A timer the engine scheduled fired.
    case timerFired(TimerID)
    /// A theme was loaded (by `t` or a live edit of its file).
    indirect case themeLoaded(Theme)
    /// The button file was edited and loaded again: the board is rebuilt, keeping what
    /// still matches.
    indirect case boardReloaded(BoardDefinition)
    /// The environment changed (the panel, or a restored state): the theme becomes the
    /// base theme's counterpart for it and the board is shown in it.
    case environmentChanged(DisplayEnvironment)
    /// A remark for the status line (a theme skipped, a broken edit kept out).
    case statusReported(StatusMessage)
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
    /// Presenting: a step of the script, replayed on the virtual clock, is to show.
    indirect case presented(PresenterSnapshot)
}
