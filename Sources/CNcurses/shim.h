#ifndef BUTTONSIM_CNCURSES_SHIM_H
#define BUTTONSIM_CNCURSES_SHIM_H
// SwiftPM drops pkg-config cflags: ask for the wide-character API here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
#endif
