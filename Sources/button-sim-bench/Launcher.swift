#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation

    /// Starts a program the same way every time: a fixed terminal size and type, and HOME,
    /// XDG_STATE_HOME and the working directory in a temporary folder, so a checkout's
    /// `Themes/` (which would replace the built-in themes) is not read. `button-sim` also gets
    /// a fresh state in a state file of the benchmark's own, so the user's saved state is
    /// never read or written; the C floor gets no arguments.
    struct Launcher {
        let binary: String
        var columns: Int
        var rows: Int
        let term: String
        /// Extra options, such as `--no-animation`.
        let extraArguments: [String]
        let folder: String
        /// Whether this is the C floor, which takes no options.
        var isFloor = false

        /// The same launcher on another terminal size.
        func resized(columns: Int, rows: Int) -> Launcher {
            var copy = self
            copy.columns = columns
            copy.rows = rows
            return copy
        }

        /// Text that proves a full frame is on screen: the legend, drawn on the last row (curses
        /// writes rows top to bottom, so it comes last), and inspector labels.
        static let fullFrameMarkers = ["Inspector", "reads", "q quit"]

        var arguments: [String] {
            isFloor ? [] : ["--fresh", "--state-file", folder + "/state.json"] + extraArguments
        }

        var environment: [String: String] {
            // Built from nothing: LINES, COLUMNS or NO_COLOR from the caller would change what
            // curses does. PATH is kept only so the child can find nothing else by accident.
            [
                "TERM": term,
                "HOME": folder,
                "XDG_STATE_HOME": folder + "/state",
                "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8",
                "PATH": "/usr/bin:/bin",
            ]
        }

        func launch() throws -> PTYSession {
            try PTYSession(
                binary: binary, arguments: arguments, environment: environment, directory: folder, columns: columns,
                rows: rows)
        }

        /// A new temporary folder for one run's HOME and state file.
        static func makeFolder() throws -> String {
            var template = Array((NSTemporaryDirectory() + "/button-sim-bench.XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
            }
            guard let made else {
                throw PTYSession.LaunchError(description: "cannot create a temporary folder")
            }
            return made
        }
    }
#endif
