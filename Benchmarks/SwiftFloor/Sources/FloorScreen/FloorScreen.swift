import CFloorCurses

/// The C floor (Sources/button-sim-bench/floor/floor.c) in Swift, call for call: the same
/// screen and markers, `s` changes the title, `l` runs the spinner a frame every 100 ms,
/// `q` quits; idle, it sleeps in poll(2) with no timeout.
public enum FloorScreen {
    private static let glyphs = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".unicodeScalars)
    private static let bold = floor_bold()

    /// Draws the screen and runs until `q` or a hang-up.
    public static func run() {
        setlocale(LC_ALL, "")
        initscr()
        raw()
        noecho()
        nonl()
        keypad(floor_stdscr(), true)
        nodelay(floor_stdscr(), true)
        curs_set(0)
        leaveok(floor_stdscr(), true)
        start_color()
        use_default_colors()
        let button = alloc_pair(231, 26)
        let text = alloc_pair(234, -1)
        var followed = false
        var spinning = false
        var frame = 0
        var next = 0

        put(0, 1, "ButtonSim floor", bold, text)
        put(3, 3, "(                )", bold, button)
        put(3, 8, "Follow", bold, button)
        put(16, 1, "Inspector: follow", 0, text)
        put(19, 2, "reads    Follow, button", 0, text)
        put(floor_lines() - 1, 1, "s title · l spinner · q quit", 0, text)
        refresh()

        while true {
            var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            var wait: Int32 = -1
            if spinning {
                let left = next - milliseconds()
                wait = left > 0 ? Int32(left) : 0
            }
            let ready = poll(&input, 1, wait)
            if ready == 0 && spinning {
                frame = (frame + 1) % glyphs.count
                put(3, 11, String(glyphs[frame]), bold, button)
                refresh()
                next += 100
                continue
            }
            if ready < 0 { continue }
            if input.revents & Int16(POLLHUP | POLLERR) != 0 { break }
            var key: wint_t = 0
            while true {
                let result = get_wch(&key)
                if result == ERR { break }
                if result == KEY_CODE_YES { continue }
                switch Unicode.Scalar(key).map(Character.init) {
                case "q":
                    endwin()
                    return
                case "s":
                    followed.toggle()
                    put(3, 8, followed ? "Followed" : "Follow  ", bold, button)
                case "l":
                    spinning.toggle()
                    next = milliseconds() + 100
                    put(3, 8, spinning ? "   ⠋    " : (followed ? "Followed" : "Follow  "), bold, button)
                    frame = 0
                default: break
                }
            }
            refresh()
        }
        endwin()
    }

    /// Writes `text` one cell at a time from (y, x), as the C floor's `put` does.
    private static func put(_ y: Int32, _ x: Int32, _ text: String, _ attributes: attr_t, _ pair: Int32) {
        var column = x
        var colorPair = pair
        for scalar in text.unicodeScalars {
            var one: [wchar_t] = [wchar_t(scalar.value), 0]
            var cell = cchar_t()
            setcchar(&cell, &one, attributes, 0, &colorPair)
            mvwadd_wch(floor_stdscr(), y, column, &cell)
            column += 1
        }
    }

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
