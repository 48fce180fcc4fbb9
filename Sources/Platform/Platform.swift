// The one file that chooses the platform's modules (DESIGN.md section 14). Other modules
// import `Platform` instead of naming Glibc, Darwin or FoundationEssentials themselves, so
// the package builds on Linux and on macOS 13 without an `#if` in every file.
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
