import CNcurses
import Foundation
import Rendering

/// The real terminal, through ncurses: full-screen, raw keys, mouse press and release,
/// colours per ``ColorMode``, and drawing that writes only changed cells.
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
    var pairs: ColorPairCache<CursesColorPairAllocator>?
    var renditions: [CellStyle: Rendition] = [:]
    var glyph: [wchar_t] = []
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

        let wanted = ColorMode.detect(environment: environment, colors: entry.colors, override: requested)
        colorMode = Self.startColors(wanted)
        if colorMode != .none {
            let allocator = CursesColorPairAllocator(capacity: Int(bs_color_pairs()),
                                                     supportsDefaultColors: use_default_colors() == OK)
            pairs = ColorPairCache(allocator: allocator)
        }
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
        invalidate()
        reportedSize = size
        return reportedSize
    }

    /// The new size when it differs from the last one reported, for KEY_RESIZE.
    func unreportedResize() -> (columns: Int, rows: Int)? {
        let current = size
        guard current != reportedSize else { return nil }
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
        endwin()
    }
}
