#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation
    import Glibc

    /// The C ncurses floor (docs/benchmark.md; `floor/floor.c`, beside this file): built
    /// with `cc` against ncursesw in every run, so both programs are measured on the same
    /// machine, terminal and moment.
    enum FloorProgram {
        /// Where the floor's source is: next to this file in the package.
        static let defaultSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("floor/floor.c").path

        /// Compiles `source` into `folder` and returns the executable's path.
        /// - Parameters:
        ///   - source: the C file.
        ///   - folder: where the executable goes.
        static func build(source: String, into folder: String) throws -> String {
            guard FileManager.default.fileExists(atPath: source) else {
                throw BenchError("the C floor's source is missing: \(source) (give it with --floor-source)")
            }
            let output = folder + "/floor"
            let compiler = Process()
            compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            compiler.arguments = ["cc", "-O2", "-o", output, source, "-lncursesw"]
            try compiler.run()
            compiler.waitUntilExit()
            guard compiler.terminationStatus == 0, access(output, X_OK) == 0 else {
                throw BenchError("cc could not build the C floor from \(source) (is libncurses-dev installed?)")
            }
            return output
        }
    }
#endif
