#!/usr/bin/env bash
# Fails when Swift code outside the named platform files imports a platform module
# unguarded or uses a Linux-only API (the README's install section). One line per finding,
# FILE:LINE: what is wrong; exit 1 if any, else 0. The rules and the list of platform
# files are in check-portability.py.
#   scripts/check-portability.sh [--verbose] [FOLDER...]    (default: Sources)
exec python3 "$(dirname "$0")/check-portability.py" "$@"
