// The one file that chooses the Foundation flavour (the README's install section). Modules that
// use Foundation import `Platform` instead of naming Foundation or FoundationEssentials, so
// the package builds on Linux and on macOS 13 without an `#if` in every file. Files that
// need only the C library (file writing, signals, the terminal, the benchmark) name Glibc
// or Darwin under the same `#if canImport` guard that `scripts/check-portability.sh` checks.
//
// - FoundationEssentials where the toolchain has it (Linux: a smaller process than all of
//   Foundation), else Foundation, which has the same API.
// - The C library: Glibc on Linux, Darwin on macOS.

#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
