#ifndef BUTTONSIM_CNCURSES_SHIM_H
#define BUTTONSIM_CNCURSES_SHIM_H
// SwiftPM drops pkg-config cflags: ask for the wide-character API here, before the header.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <stddef.h>
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

/// Attributes with an extended colour pair: pairs above 255 only fit the pointer argument.
static inline int bs_attr_set(attr_t attrs, int pair) {
    return wattr_set(stdscr, attrs, 0, &pair);
}

/// Writes one cell at (y, x): `text` is a NUL-terminated wide string of one spacing
/// character and its combining marks; `pair` goes through setcchar's extended-pair pointer.
static inline int bs_put_cell(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, 0, &pair) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
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

#endif
