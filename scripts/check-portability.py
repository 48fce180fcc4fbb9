#!/usr/bin/env python3
"""Fails when Swift code outside the platform files below is tied to one platform.

Usage: scripts/check-portability.sh [--verbose] [FOLDER...]      (default: Sources)

the README's install section: the package builds on Linux and on macOS 13+, and everything
platform-specific sits behind `#if canImport(...)` / `#if os(...)` in a few named files.
For every *.swift file under the folders this reports, one line each,
`FILE:LINE: what is wrong`:
- an import of a platform module (Glibc, Darwin, Musl, ...) or of Foundation or
  FoundationEssentials that is not inside an `#if` (or its `#elseif` / `#else`) whose
  condition uses canImport(...) or os(...); the portable way is
  `#if canImport(FoundationEssentials)` / `import FoundationEssentials` / `#else` /
  `import Foundation` / `#endif`;
- an import of CNcurses outside Sources/TerminalUI, guarded or not (only the terminal
  module talks to ncurses);
- a Linux-only API (inotify, epoll, signalfd, /proc, prctl, ...) that is not so guarded;
- an unguarded import of Foundation itself in a module of the program (only Platform chooses it,
  guarded, for macOS; elsewhere it would link ICU and the whole of Foundation on Linux).
Comments are ignored. Files in PLATFORM_FILES are exempt from the first and third rule.
Exits 1 when anything was found, else 0; --verbose also prints `checked: FILE` for every
file looked at.
"""

import os
import re
import sys

# The platform files: each may import platform modules and use Linux-only APIs without a
# guard, because it exists to choose them. Keep this list short; say why for each entry.
# (Foundation itself is on both platforms and is not a platform module; the program avoids
# it for its size, through Platform's FoundationEssentials.)
PLATFORM_FILES = {
    # The one place the program chooses FoundationEssentials or Foundation, Glibc or Darwin.
    "Sources/Platform/Platform.swift": "chooses the platform's modules, guarded, for everyone else",
}

PLATFORM_MODULES = {
    "Glibc", "Darwin", "Musl", "Bionic", "Android", "WASILibc", "ucrt", "WinSDK", "CRT",
    "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
}
TERMINAL_ONLY_MODULES = {"CNcurses"}
# Foundation itself is on both platforms, but on Linux it links ICU and the rest of
# Foundation into the program (and breaks the release link's layout): the program's modules
# take FoundationEssentials through Platform. Only these folders, which are not part of
# button-sim, may import it.
FOUNDATION_FOLDERS = ("Sources/ButtonKitTestSupport/", "Sources/button-sim-bench/")
TERMINAL_FOLDER = "Sources/TerminalUI/"

# Linux-only system interfaces that macOS 13 lacks.
LINUX_ONLY = [
    (re.compile(r"\binotify_\w+"), "inotify is Linux-only (macOS: a Dispatch file-system object source)"),
    (re.compile(r"\bepoll_\w+"), "epoll is Linux-only (macOS: kqueue or Dispatch)"),
    (re.compile(r"\b(signalfd|eventfd|timerfd_\w+|memfd_create|pidfd_\w+)\b"), "a Linux-only file descriptor API"),
    (re.compile(r"\b(prctl|sched_getaffinity|sched_setaffinity|getauxval|sysinfo|pipe2|accept4|dup3|ppoll)\s*\("),
     "a Linux-only system call"),
    (re.compile(r"/proc/"), "/proc is Linux-only"),
]

IMPORT = re.compile(
    r"^\s*(?:@[\w()\".: ]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_]\w*)")
DIRECTIVE = re.compile(r"^\s*#\s*(if|elseif|else|endif)\b(.*)$")
PLATFORM_CONDITION = re.compile(r"\b(canImport|os)\s*\(")


def strip_comment(line, in_block):
    """The code on `line` without // and /* */ comments (string literals are kept), and
    whether a block comment is still open at its end."""
    code = []
    index = 0
    in_string = False
    while index < len(line):
        if in_block:
            end = line.find("*/", index)
            if end < 0:
                return "".join(code), True
            index = end + 2
            in_block = False
            continue
        character = line[index]
        if in_string:
            code.append(character)
            if character == "\\" and index + 1 < len(line):
                code.append(line[index + 1])
                index += 2
                continue
            if character == '"':
                in_string = False
            index += 1
            continue
        if line.startswith("//", index):
            break
        if line.startswith("/*", index):
            in_block = True
            index += 2
            continue
        if character == '"':
            in_string = True
        code.append(character)
        index += 1
    return "".join(code), in_block


def findings_in(path, display):
    """The problems in one file, as `FILE:LINE: message` lines."""
    found = []
    # Matched on the path's end, so a copy of the tree elsewhere is judged the same way.
    exempt = any(("/" + display).endswith("/" + name) for name in PLATFORM_FILES)
    in_terminal = "/" + TERMINAL_FOLDER in "/" + display
    # One entry per open #if: whether any branch condition so far is a platform guard.
    guards = []
    in_block = False
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except (OSError, UnicodeDecodeError) as error:
        return [f"{display}:1: cannot be read ({error})"]
    for number, raw in enumerate(lines, start=1):
        code, in_block = strip_comment(raw, in_block)
        directive = DIRECTIVE.match(code)
        if directive:
            keyword, condition = directive.group(1), directive.group(2)
            if keyword == "if":
                guards.append(bool(PLATFORM_CONDITION.search(condition)))
            elif keyword == "elseif" and guards:
                guards[-1] = guards[-1] or bool(PLATFORM_CONDITION.search(condition))
            elif keyword == "endif" and guards:
                guards.pop()
            continue
        guarded = any(guards)
        imported = IMPORT.match(code)
        if imported:
            module = imported.group(1)
            if module in TERMINAL_ONLY_MODULES and not in_terminal:
                found.append(f"{display}:{number}: imports {module} outside {TERMINAL_FOLDER.rstrip('/')} "
                             "(only the terminal module talks to ncurses)")
            elif module == "Foundation" and not guarded and not exempt and not any(
                    ("/" + display).find("/" + folder) >= 0 for folder in FOUNDATION_FOLDERS):
                found.append(f"{display}:{number}: imports Foundation, which links ICU and the whole of Foundation "
                             "into the program on Linux (import Platform)")
            elif module in PLATFORM_MODULES and not guarded and not exempt:
                found.append(f"{display}:{number}: imports {module} without #if canImport(...) or #if os(...)")
            continue
        if guarded or exempt:
            continue
        for pattern, reason in LINUX_ONLY:
            match = pattern.search(code)
            if match:
                found.append(f"{display}:{number}: {match.group(0).strip('( ')}: {reason}, outside #if os(Linux)")
                break
    return found


def swift_files(folder):
    for directory, subdirectories, files in os.walk(folder):
        subdirectories[:] = sorted(name for name in subdirectories if not name.startswith("."))
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def main(arguments):
    verbose = "--verbose" in arguments
    folders = [argument for argument in arguments if argument != "--verbose"]
    unknown = [folder for folder in folders if folder.startswith("-") or not os.path.isdir(folder)]
    if unknown:
        print(f"check-portability: not a folder: {unknown[0]}", file=sys.stderr)
        print("usage: scripts/check-portability.sh [--verbose] [FOLDER...]", file=sys.stderr)
        return 64
    # Files are named relative to the package root when they are in it, so the platform
    # list matches from any working directory.
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    all_findings = []
    for folder in folders or [os.path.join(root, "Sources")]:
        for path in swift_files(folder):
            absolute = os.path.abspath(path)
            inside = os.path.commonpath([absolute, root]) == root
            display = (os.path.relpath(absolute, root) if inside else os.path.normpath(path)).replace(os.sep, "/")
            if verbose:
                print(f"checked: {display}")
            all_findings.extend(findings_in(path, display))
    for line in all_findings:
        print(line)
    return 1 if all_findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
