// The parts of ncursesw (wide characters) and POSIX the Swift floor uses; stdscr and LINES
// are macros over the current screen and A_BOLD a macro Swift cannot import, so they are
// read through functions.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
#include <poll.h>
#include <time.h>
#include <unistd.h>

static inline WINDOW *floor_stdscr(void) { return stdscr; }
static inline int floor_lines(void) { return LINES; }
static inline attr_t floor_bold(void) { return A_BOLD; }
