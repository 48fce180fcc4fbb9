/*
 * The floor (docs/benchmark.md): the least a plain C ncurses program does to show
 * what button-sim's benchmark measures. The benchmark builds it with cc against
 * ncursesw in the same run and reports every figure of button-sim as a ratio to it.
 *
 * It draws a screen with the markers the benchmark waits for ("Inspector", "reads",
 * "q quit"), a button in button-sim's colours (bold xterm colour 231 on 26), and:
 *   s  changes the title, Follow <-> Followed (the same title change);
 *   l  starts or stops the same braille spinner in the same colours, a frame every 100 ms;
 *   q  quits.
 * Idle, it sleeps in poll(2) with no timeout: no wake-ups, no bytes.
 */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
#include <poll.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

static const wchar_t glyphs[] = L"⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏";

static void put(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    for (; *text; text++, x++) {
        wchar_t one[2] = {*text, 0};
        cchar_t cell;
        setcchar(&cell, one, attrs, 0, &pair);
        mvwadd_wch(stdscr, y, x, &cell);
    }
}

static long long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    curs_set(0);
    leaveok(stdscr, TRUE);
    start_color();
    use_default_colors();
    int button = alloc_pair(231, 26), text = alloc_pair(234, -1);
    int followed = 0, spinning = 0, frame = 0;
    long long next = 0;

    put(0, 1, L"ButtonSim floor", A_BOLD, text);
    put(3, 3, L"(                )", A_BOLD, button);
    put(3, 8, L"Follow", A_BOLD, button);
    put(16, 1, L"Inspector: follow", 0, text);
    put(19, 2, L"reads    Follow, button", 0, text);
    put(LINES - 1, 1, L"s title · l spinner · q quit", 0, text);
    refresh();

    for (;;) {
        struct pollfd input = {STDIN_FILENO, POLLIN, 0};
        int wait = -1;
        if (spinning) {
            long long left = next - now_ms();
            wait = left > 0 ? (int)left : 0;
        }
        int ready = poll(&input, 1, wait);
        if (ready == 0 && spinning) {
            frame = (frame + 1) % 10;
            wchar_t glyph[2] = {glyphs[frame], 0};
            put(3, 11, glyph, A_BOLD, button);
            refresh();
            next += 100;
            continue;
        }
        if (ready < 0) continue;
        if (input.revents & (POLLHUP | POLLERR)) break;
        wint_t key;
        int result;
        while ((result = get_wch(&key)) != ERR) {
            if (result == KEY_CODE_YES) continue;
            if (key == 'q') {
                endwin();
                return 0;
            } else if (key == 's') {
                followed = !followed;
                put(3, 8, followed ? L"Followed" : L"Follow  ", A_BOLD, button);
            } else if (key == 'l') {
                spinning = !spinning;
                next = now_ms() + 100;
                put(3, 8, spinning ? L"   ⠋    " : (followed ? L"Followed" : L"Follow  "), A_BOLD, button);
                frame = 0;
            }
        }
        refresh();
    }
    endwin();
    return 0;
}
