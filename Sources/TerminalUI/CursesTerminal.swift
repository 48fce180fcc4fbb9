import CNcurses
import FoundationEssentials
import Glibc
import Rendering

/// The real terminal: ncurses sets it up (full-screen, raw keys, mouse press and release,
/// terminfo, resize) and restores it; frames are written by ``TerminalWriter``, only the
/// changed cells, with colours per ``ColorMode``.
///
/// Create it once on the main queue; it fails with a ``TerminalError`` (never by exiting
/// the process, as `initscr` would) when the terminal cannot be used. Call ``restore()``
/// before the process ends, including on SIGINT, SIGTERM and SIGHUP.
///
/// Resizing: with SIGWINCH set to `SIG_IGN` before this starts, curses leaves the signal
/// to the caller (a Dispatch signal source), which calls ``resize()``. Left at its
/// default, curses handles SIGWINCH itself and ``InputDecoder`` reports the resize.
@MainActor
public final class CursesTerminal: TerminalBackend {
    /// The colour mode in effect: the one asked for, limited to what the terminal shows.
    public let colorMode: ColorMode
    /// The terminal type curses was started with.
    public let term: String
    /// Whether ``restore()`` has run; drawing and reading then do nothing.
    public private(set) var isRestored = false

    let outputFD: Int32
    var lastFrame: Frame?
    var needsFullRepaint = true
    /// Turns frames into bytes; knows the pen and cursor between frames.
    var writer: TerminalWriter
    /// The size last handed to the caller, so one resize is reported once, whether it
    /// came through ``resize()`` or through curses' own KEY_RESIZE.
    private var reportedSize = (columns: 0, rows: 0)
    private let screen: OpaquePointer

    /// Checks the terminal (``TerminalPreflight``), then starts curses.
    /// - Parameters:
    ///   - colorMode: forces a mode (a `--color` option, tests); `nil` detects it from
    ///     `NO_COLOR` and terminfo. Never more than the terminal can show.
    ///   - environment: where `TERM` and `NO_COLOR` are read.
    public init(colorMode requested: ColorMode? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(TerminalError) {
        let preflight = TerminalPreflight(environment: environment, inputFD: STDIN_FILENO, outputFD: STDOUT_FILENO)
        let (term, entry) = try preflight.check()
        // Before curses: without it wide characters come out as garbage.
        setlocale(LC_ALL, "")
        // ncurses installs its own SIGWINCH handler even over SIG_IGN; that handler would
        // steal the signal from a runtime's Dispatch signal source (which asks for SIG_IGN),
        // so a caller's SIG_IGN is put back once curses has started.
        let callerIgnoresResize = Self.isIgnored(SIGWINCH)
        // newterm, unlike initscr, returns nil instead of exiting when it cannot start.
        guard let screen = newterm(term, bs_stdout(), bs_stdin()) else {
            throw TerminalError("could not start curses on TERM=\(term)")
        }
        if callerIgnoresResize { signal(SIGWINCH, SIG_IGN) }
        self.screen = screen
        self.term = term
        outputFD = STDOUT_FILENO
        set_term(screen)
        let window = bs_stdscr()
        raw()  // Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys, not signals.
        noecho()
        nonl()  // Enter arrives as \r, and newlines are not translated on output.
        keypad(window, true)  // Arrows, Shift-Tab and mouse reports decoded by curses.
        nodelay(window, true)  // Reads never block the main queue.
        set_escdelay(25)  // The default second would stall the main queue after Esc.
        curs_set(0)
        leaveok(window, true)  // The cursor is hidden: never spend bytes moving it home.
        // Press and release separately: a tap highlights on press and acts on release.
        mousemask(BS_BUTTON1_PRESSED | BS_BUTTON1_RELEASED, nil)
        mouseinterval(0)

        // ncurses only updates the screen at start-up and after a resize now; without
        // typeahead checks those updates never stop halfway for pending input.
        typeahead(-1)

        let wanted = ColorMode.detect(environment: environment, colors: entry.colors, override: requested)
        colorMode = Self.startColors(wanted)
        // Colours are sent by TerminalWriter as SGR codes; ncurses' own clears (start-up,
        // resize) should still use the terminal's default colours, not white on black.
        if colorMode != .none { _ = use_default_colors() }
        writer = TerminalWriter(colorMode: colorMode) { scalar in
            // What the C library (and so, nearly always, the terminal) thinks the width is.
            Int(wcwidth(wchar_t(bitPattern: scalar.value)))
        }
        // ncurses' first refresh clears the screen: it must happen before the first frame
        // is written, not inside the first `wget_wch`, after it.
        wrefresh(window)
        reportedSize = size
    }

    private static func isIgnored(_ signalNumber: Int32) -> Bool {
        let current = signal(signalNumber, SIG_IGN)
        signal(signalNumber, current)
        return unsafeBitCast(current, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Starts colour only when it will be used: under `.none` no colour call is made.
    private static func startColors(_ wanted: ColorMode) -> ColorMode {
        guard wanted != .none, has_colors(), start_color() == OK else { return .none }
        return min(wanted, ColorMode.supported(colors: Int(bs_colors())))
    }

    public var size: (columns: Int, rows: Int) {
        var rows: Int32 = 0, columns: Int32 = 0
        bs_getmaxyx(bs_stdscr(), &rows, &columns)
        return (Int(columns), Int(rows))
    }

    public func invalidate() {
        needsFullRepaint = true
    }

    /// Call after SIGWINCH: reads the real size from the kernel, resizes curses to it and
    /// invalidates, so the next draw repaints everything. Returns the new size.
    /// (curses then also queues KEY_RESIZE; ``InputDecoder`` drops it, since this size
    /// has been reported here already.)
    @discardableResult
    public func resize() -> (columns: Int, rows: Int) {
        guard !isRestored else { return size }
        var rows: Int32 = 0, columns: Int32 = 0
        if bs_window_size(outputFD, &rows, &columns) == 0, rows > 0, columns > 0 {
            resizeterm(rows, columns)
        }
        repaintByCurses()
        invalidate()
        reportedSize = size
        return reportedSize
    }

    /// The new size when it differs from the last one reported, for KEY_RESIZE.
    func unreportedResize() -> (columns: Int, rows: Int)? {
        let current = size
        guard current != reportedSize else { return nil }
        repaintByCurses()
        invalidate()
        reportedSize = current
        return current
    }

    /// Leaves curses: echo, canonical input, the cursor and the colours come back and the
    /// alternate screen is left. Idempotent, and safe from the runtime's signal sources
    /// (on the main queue, never inside a raw signal handler).
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        // ncurses believes the pen is normal already (it never saw our SGR codes), so it
        // would not reset it: without this the shell would come back in the last colours.
        writeAll(Array("\u{1B}[0m".utf8))
        endwin()
    }

    /// Lets ncurses finish its own repaint after a resize (it clears and redraws its empty
    /// `stdscr`) now, before the full repaint that follows, rather than inside a later
    /// `wget_wch`, where it would wipe our frame. Its output leaves the pen at normal and
    /// the cursor anywhere, so the writer forgets both.
    private func repaintByCurses() {
        wnoutrefresh(bs_stdscr())
        doupdate()
        writer.forget()
    }
}
