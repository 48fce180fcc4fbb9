#ifndef BUTTONSIM_CNCURSES_SHIM_H
#define BUTTONSIM_CNCURSES_SHIM_H
// SwiftPM drops pkg-config cflags: ask for the wide-character API here, before the header.
#define NCURSES_WIDECHAR 1
#if defined(__APPLE__)
// macOS's ncurses 5.7 shows its wide-character API (cchar_t, setcchar) only under X/Open.
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#include <ncurses.h>

// Glibc's Swift module does not surface wcwidth; declare it so Swift can check the
// display width curses will use for a character.
extern int wcwidth(wchar_t c);

// term.h defines hundreds of lower-case macros (`lines`, `columns`, `bell`...), so it is
// not included; only the three low-level functions the preflight needs are declared.
struct term;
extern int setupterm(const char *term, int filedes, int *errret);
extern struct term *set_curterm(struct term *term);
extern int del_curterm(struct term *term);

// MARK: - Attributes (function-like macros, not imported into Swift)

static const attr_t BS_A_NORMAL = A_NORMAL;
static const attr_t BS_A_BOLD = A_BOLD;
static const attr_t BS_A_DIM = A_DIM;
static const attr_t BS_A_REVERSE = A_REVERSE;
static const attr_t BS_A_UNDERLINE = A_UNDERLINE;

// MARK: - Mouse masks

static const mmask_t BS_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t BS_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t BS_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t BS_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t BS_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;

// MARK: - Key codes (plain macros import, these are spelled out so Swift sees one type)

static const int BS_KEY_CODE_YES = KEY_CODE_YES;
static const int BS_KEY_UP = KEY_UP;
static const int BS_KEY_DOWN = KEY_DOWN;
static const int BS_KEY_LEFT = KEY_LEFT;
static const int BS_KEY_RIGHT = KEY_RIGHT;
static const int BS_KEY_ENTER = KEY_ENTER;
static const int BS_KEY_BTAB = KEY_BTAB;
static const int BS_KEY_MOUSE = KEY_MOUSE;
static const int BS_KEY_RESIZE = KEY_RESIZE;
static const int BS_KEY_F1 = KEY_F(1);

// MARK: - Globals Swift 6 rejects as shared mutable state

static inline WINDOW *bs_stdscr(void) { return stdscr; }
static inline WINDOW *bs_curscr(void) { return curscr; }
static inline WINDOW *bs_newscr(void) { return newscr; }
static inline int bs_lines(void) { return LINES; }
static inline int bs_cols(void) { return COLS; }
static inline int bs_colors(void) { return COLORS; }
static inline int bs_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *bs_stdin(void) { return stdin; }
static inline FILE *bs_stdout(void) { return stdout; }

/// getmaxyx is a macro assigning to its arguments.
static inline void bs_getmaxyx(WINDOW *window, int *rows, int *columns) {
    int y = 0, x = 0;
    getmaxyx(window, y, x);
    *rows = y;
    *columns = x;
}

// MARK: - Colour pairs

// alloc_pair and pairs above 255 (through the `opts` pointer) came with ncurses 6.1;
// macOS ships 5.7, where the program keeps its own cache of at most 256 pairs.
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
#define BS_EXTENDED_PAIRS 1
#else
#define BS_EXTENDED_PAIRS 0
#endif

/// 1 when ncurses has alloc_pair and extended pairs (6.1 and later), else 0.
static inline int bs_has_alloc_pair(void) { return BS_EXTENDED_PAIRS; }

/// ncurses' own pair for (fg, bg), recycled when all are used; -1 without alloc_pair.
static inline int bs_alloc_pair(int fg, int bg) {
#if BS_EXTENDED_PAIRS
    return alloc_pair(fg, bg);
#else
    (void)fg; (void)bg;
    return -1;
#endif
}

/// Defines `pair` as (fg, bg), for the pair cache used where alloc_pair is missing.
static inline int bs_init_pair(int pair, int fg, int bg) {
    return init_pair((short)pair, (short)fg, (short)bg);
}

/// Fills `cell`; a pair above 255 only fits setcchar's `opts` pointer (ncurses 6.1+).
static inline int bs_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
#if BS_EXTENDED_PAIRS
    return setcchar(cell, text, attrs, 0, &pair);
#else
    return setcchar(cell, text, attrs, (short)pair, NULL);
#endif
}

/// Writes one cell at (y, x) of `window`: `text` is a NUL-terminated wide string of one
/// spacing character and its combining marks.
static inline int bs_put_cell(WINDOW *window, int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (bs_setcchar(&cell, text, attrs, pair) == ERR) return ERR;
    return mvwadd_wch(window, y, x, &cell);
}

/// Writes one cell at (y, x) of `stdscr`, `newscr` and `curscr`, its `cchar_t` made once:
/// the spinner path keeps all three of ncurses' pictures of the screen exact.
static inline int bs_put_cell_everywhere(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (bs_setcchar(&cell, text, attrs, pair) == ERR) return ERR;
    int into_stdscr = mvwadd_wch(stdscr, y, x, &cell);
    int into_newscr = mvwadd_wch(newscr, y, x, &cell);
    int into_curscr = mvwadd_wch(curscr, y, x, &cell);
    return into_stdscr == ERR || into_newscr == ERR || into_curscr == ERR ? ERR : OK;
}

/// Sets the terminal's pen through ncurses, which then knows it (vid_attr writes through
/// stdout's FILE buffer).
static inline int bs_vid_attr(attr_t attrs, int pair) {
#if BS_EXTENDED_PAIRS
    return vid_attr(attrs, 0, &pair);
#else
    return vid_attr(attrs, (short)pair, NULL);
#endif
}

/// A window's cursor (getyx is a macro assigning to its arguments).
static inline void bs_getyx(WINDOW *window, int *row, int *column) {
    int y = 0, x = 0;
    getyx(window, y, x);
    *row = y;
    *column = x;
}

/// Bytes waiting to be read on `fd` (FIONREAD, a macro Swift cannot import on macOS);
/// -1 when unknown.
static inline int bs_bytes_available(int fd) {
    int count = 0;
    return ioctl(fd, FIONREAD, &count) == 0 ? count : -1;
}

/// newterm, whose `type` is not const in older ncurses (macOS's 5.7).
static inline SCREEN *bs_newterm(const char *type, FILE *output, FILE *input) {
    return newterm((char *)type, output, input);
}

/// The terminal's real size from the kernel (stdout), 0 when unavailable.
static inline int bs_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

/// Looks `term` up in terminfo without exiting (unlike initscr) and without leaking or
/// replacing the current terminal. Returns setupterm's error code (1 found, 0 unknown or
/// generic, -1 no database); on success `colors` is max_colors (-1 when absent) and
/// `addressable` says whether the terminal can move the cursor (cup).
static inline int bs_probe_terminfo(const char *term, int fd, int *colors, int *addressable) {
    struct term *previous = set_curterm(NULL);
    int error = -2;
    if (setupterm(term, fd, &error) == OK && error == 1) {
        *colors = tigetnum("colors");
        char *cup = tigetstr("cup");
        *addressable = (cup != NULL && cup != (char *)-1) ? 1 : 0;
    } else if (error == 1) {
        error = 0;
    }
    struct term *probed = set_curterm(previous);
    if (probed != NULL && probed != previous) del_curterm(probed);
    return error;
}

// MARK: - Giving the terminal back from a signal handler

/// The terminfo string `name` of the current terminal, or NULL when it has none.
static inline const char *bs_tigetstr(const char *name) {
    char *value = tigetstr((char *)name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

static inline int bs_append_text(char *buffer, int used, int capacity, const char *text) {
    if (text == NULL) return used;
    size_t length = strlen(text);
    if (used + (int)length >= capacity) return used;
    memcpy(buffer + used, text, length);
    return used + (int)length;
}

/// 1 when the terminal has an alternate screen (smcup), else 0: without one the program's
/// screen would stay behind after it exits, so it is cleared instead.
static inline int bs_has_alternate_screen(void) { return bs_tigetstr("smcup") != NULL; }

/// Fills `buffer` with what undoes every mode the program sets, from the current
/// terminal's terminfo entry: normal attributes, keypad off, mouse reports off, the
/// cursor shown, and the alternate screen left (or the screen cleared when there is
/// none). A crash handler writes these bytes, since it may not call curses itself.
/// Returns the number of bytes.
static inline int bs_terminal_reset_bytes(char *buffer, int capacity) {
    int used = 0;
    used = bs_append_text(buffer, used, capacity, bs_tigetstr("sgr0"));
    used = bs_append_text(buffer, used, capacity, bs_tigetstr("rmkx"));
    // Mouse reports off as ncurses turns them off: the terminal's XM string with 0, or,
    // for an xterm-like mouse without one (and before tiparm, in ncurses 5), the string
    // ncurses itself falls back to.
    const char *mouse = bs_tigetstr("XM");
#if BS_EXTENDED_PAIRS
    if (mouse != NULL) {
        used = bs_append_text(buffer, used, capacity, tiparm(mouse, 0));
    } else
#endif
    if (bs_tigetstr("kmous") != NULL) {
        used = bs_append_text(buffer, used, capacity, "\033[?1000l");
    }
    (void)mouse;
    used = bs_append_text(buffer, used, capacity, bs_tigetstr("cnorm"));
    if (bs_has_alternate_screen()) {
        used = bs_append_text(buffer, used, capacity, bs_tigetstr("rmcup"));
    } else {
        used = bs_append_text(buffer, used, capacity, bs_tigetstr("clear"));
    }
    return used;
}

#endif
