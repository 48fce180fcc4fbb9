import CNcurses
import Escaping
import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The real terminal, run by ncurses: it sets the terminal up (full-screen, raw keys,
/// mouse press and release, keypad, resize) and gives it back, and it draws every frame
/// (see ``draw(_:spinnerAreas:)``).
///
/// Create it once on the main queue; it fails with a ``TerminalError`` (never by exiting
/// the process, as `initscr` would) when the terminal cannot be used. Call ``restore()``
/// before the process ends, whatever ends it.
///
/// Resizing: with SIGWINCH set to `SIG_IGN` before this starts, curses leaves the signal
/// to the caller (a Dispatch signal source), which calls ``resize()``. Left at its
/// default, curses handles SIGWINCH itself and ``readInput()`` reports the resize.
@MainActor
public final class CursesBackend: TerminalBackend {
    /// The colour mode in effect: the one asked for, limited to what the terminal shows.
    public let colorMode: ColorMode
    /// The terminal type curses was started with.
    public let term: String
    /// The locale cannot show Unicode (`LANG=C`): cells are drawn with ``AsciiFallback``.
    let asciiOnly: Bool
    /// Whether ``restore()`` has run; drawing and reading then do nothing.
    public private(set) var isRestored = false
    /// Whether the terminal is given back for a suspension (``suspend()``).
    public private(set) var isSuspended = false

    let inputFD = STDIN_FILENO
    let outputFD = STDOUT_FILENO
    /// Colour pairs and attributes per cell style.
    var pens: CursesPens
    /// Where ncurses knows the terminal's cursor to be after the last update, or `nil`
    /// when it may not: the spinner path starts from here.
    var knownCursor: (row: Int, column: Int)?
    /// The terminal's one-column step left (terminfo `cub1`) when it is plain bytes
    /// without padding: the spinner path writes it after a glyph instead of asking
    /// `mvcur`, which prices every way of moving on each call.
    let cursorLeft: [UInt8]?
    /// Keys are read from this 1x1 pad, never from `stdscr`: `wget_wch` refreshes the
    /// window it reads from when that window changed, and a pad is never refreshed.
    let inputPad: UnsafeMutablePointer<WINDOW>
    /// The size last handed to the caller, so one resize is reported once, whether it
    /// came through ``resize()`` or through curses' own KEY_RESIZE.
    var reportedSize = (columns: 0, rows: 0)
    private let hasAlternateScreen: Bool
    private let screen: OpaquePointer

    /// Checks the terminal (``TerminalPreflight``), then starts curses.
    /// - Parameters:
    ///   - colorMode: forces a mode (a `--color` option, tests); `nil` detects it from
    ///     `NO_COLOR` and terminfo. Never more than the terminal can show.
    ///   - environment: where `TERM` and `NO_COLOR` are read.
    public init(
        colorMode requested: ColorMode? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) {
        let preflight = TerminalPreflight(environment: environment, inputFD: STDIN_FILENO, outputFD: STDOUT_FILENO)
        let (term, entry) = try preflight.check()
        // Before curses: without it wide characters come out as garbage.
        setlocale(LC_ALL, "")
        asciiOnly = !AsciiFallback.localeIsUTF8()
        // ncurses installs its own SIGWINCH handler even over SIG_IGN; that handler would
        // steal the signal from a runtime's Dispatch signal source (which asks for SIG_IGN),
        // so a caller's SIG_IGN is put back once curses has started.
        let callerIgnoresResize = Self.isIgnored(SIGWINCH)
        TerminalSizeLimit.clampEnvironment(outputFD: STDOUT_FILENO)
        // newterm, unlike initscr, returns nil instead of exiting when it cannot start.
        guard let screen = bs_newterm(term, bs_stdout(), bs_stdin()) else {
            throw TerminalError("could not start curses on TERM=\(ControlCharacterEscaping.escaped(term))")
        }
        guard let pad = newpad(1, 1) else {
            endwin()
            delscreen(screen)
            throw TerminalError("could not start curses on TERM=\(ControlCharacterEscaping.escaped(term))")
        }
        if callerIgnoresResize { signal(SIGWINCH, SIG_IGN) }
        self.screen = screen
        self.term = term
        inputPad = pad
        set_term(screen)
        let window = bs_stdscr()
        raw()  // Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys, handled as their signals would be.
        noecho()
        nonl()  // Enter arrives as \r, and newlines are not translated on output.
        keypad(pad, true)  // Arrows, Shift-Tab and mouse reports decoded by curses.
        nodelay(pad, true)  // Reads never block the main queue.
        set_escdelay(25)  // The default second would stall the main queue after Esc.
        curs_set(0)
        // The (hidden) cursor is left where ncurses says, so where it is stays known
        // after every update: the spinner path starts from there.
        leaveok(window, false)
        // Press and release separately: a tap highlights on press and acts on release;
        // positions while the button is held, so a drag can leave and re-enter the
        // tracking area (ncurses asks the terminal for motion reports).
        mousemask(BS_BUTTON1_PRESSED | BS_BUTTON1_RELEASED | BS_REPORT_MOUSE_POSITION, nil)
        mouseinterval(0)

        let wanted = ColorMode.detect(environment: environment, colors: entry.colors, override: requested)
        colorMode = Self.startColors(wanted)
        pens = CursesPens(
            colorMode: colorMode, hasAllocPair: bs_has_alloc_pair() != 0,
            pairLimit: Int(bs_color_pairs()))
        hasAlternateScreen = bs_has_alternate_screen() != 0
        cursorLeft = Self.plainCapability("cub1")
        reportedSize = size
    }

    /// A terminfo string capability's bytes, or `nil` when the terminal has none or it
    /// asks for padding (`$<…>`), which only `tputs` knows how to send.
    private static func plainCapability(_ name: String) -> [UInt8]? {
        guard let value = bs_tigetstr(name), strstr(value, "$<") == nil, strlen(value) > 0 else { return nil }
        return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
    }

    private static func isIgnored(_ signalNumber: Int32) -> Bool {
        let current = signal(signalNumber, SIG_IGN)
        signal(signalNumber, current)
        return unsafeBitCast(current, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Starts colour only when it will be used: under `.none` no colour call is made.
    /// Pair 0 and unset colours are the terminal's own (`use_default_colors`).
    private static func startColors(_ wanted: ColorMode) -> ColorMode {
        guard wanted != .none, has_colors(), start_color() == OK else { return .none }
        _ = use_default_colors()
        return min(wanted, ColorMode.supported(colors: Int(bs_colors())))
    }

    /// The screen size in cells, as curses knows it (`getmaxyx` of the standard screen).
    public var size: (columns: Int, rows: Int) {
        var rows: Int32 = 0, columns: Int32 = 0
        bs_getmaxyx(bs_stdscr(), &rows, &columns)
        return (Int(columns), Int(rows))
    }

    /// Call after SIGWINCH: reads the real size from the kernel and resizes curses to it
    /// (curses then also queues KEY_RESIZE, which ``readInput()`` drops, since this size
    /// has been reported here already). Returns the new size.
    @discardableResult
    public func resize() -> (columns: Int, rows: Int) {
        guard !isRestored, !isSuspended else { return size }
        var rows: Int32 = 0, columns: Int32 = 0
        if bs_window_size(outputFD, &rows, &columns) == 0, rows > 0, columns > 0 {
            let limited = TerminalSizeLimit.clamped(rows: rows, columns: columns)
            resizeterm(limited.rows, limited.columns)
        }
        knownCursor = nil
        reportedSize = size
        return reportedSize
    }

    /// The new size when it differs from the last one reported, for KEY_RESIZE.
    func unreportedResize() -> (columns: Int, rows: Int)? {
        let current = size
        guard current != reportedSize else { return nil }
        knownCursor = nil
        reportedSize = current
        return current
    }

    /// `endwin`: the shell's terminal modes, the normal screen, keypad and mouse off, the
    /// cursor shown. The next ncurses update takes it all back.
    public func suspend() {
        guard !isRestored, !isSuspended else { return }
        isSuspended = true
        knownCursor = nil
        OutputWatchdog.writing { _ = endwin() }
    }

    /// Takes the terminal back: ncurses' first update after `endwin` restores the
    /// program's modes, notices a size change, and clears and repaints the whole screen.
    public func resume() {
        guard !isRestored, isSuspended else { return }
        isSuspended = false
        // That update repaints everything ncurses has; the next draw sends only changes.
        OutputWatchdog.writing {
            _ = doupdate()
            // endwin turned the keypad off; ncurses would turn it on only at the next read,
            // after the first key had already arrived in the wrong mode.
            _ = keypad(inputPad, true)
        }
        // A size that changed while stopped is noticed by that update; the runtime asks
        // for it now, so curses' KEY_RESIZE for it is not a second report.
        reportedSize = size
        knownCursor = nil
    }

    /// Leaves curses for good: echo, canonical input, keypad and mouse off, the cursor
    /// and the colours back, the alternate screen left, or the screen cleared on a
    /// terminal without one. Idempotent; safe from the runtime's signal sources (on the
    /// main queue, never inside a raw signal handler).
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        OutputWatchdog.writing {
            if !isSuspended { endwin() }
            if !hasAlternateScreen, let clear = bs_tigetstr("clear") {
                putp(clear)
                fflush(bs_stdout())
            }
        }
        isSuspended = false
    }
}
