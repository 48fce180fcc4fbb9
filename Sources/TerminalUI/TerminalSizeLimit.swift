import CNcurses
import Runtime
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps curses' screen within ``TerminalSize/largest`` cells each way. curses allocates
/// its screens from `COLUMNS` and `LINES` (else the kernel's size) before anything is
/// drawn: `COLUMNS=30000 LINES=30000` grew past 20 GB and left the program deaf to `q`
/// and signals while it laid out a billion cells. The program draws only this much.
enum TerminalSizeLimit {
    /// Before curses starts: `COLUMNS` and `LINES` larger than the limit, or a terminal
    /// larger than it when they are unset, become the limit in the environment curses reads.
    /// - Parameter outputFD: the terminal's descriptor, for the kernel's size.
    static func clampEnvironment(outputFD: Int32) {
        var rows: Int32 = 0, columns: Int32 = 0
        let kernel = bs_window_size(outputFD, &rows, &columns) == 0
        clamp("COLUMNS", kernelValue: kernel ? Int(columns) : nil)
        clamp("LINES", kernelValue: kernel ? Int(rows) : nil)
    }

    private static func clamp(_ name: String, kernelValue: Int?) {
        let limit = TerminalSize.largest
        if let text = getenv(name).map({ String(cString: $0) }), !text.isEmpty {
            // curses reads the number with atoi: anything it would take as too large, or
            // that is not a plain number, is replaced by the limit.
            if let value = Int(text), value > 0, value <= limit { return }
            if let value = Int(text), value <= 0 { return }
            setenv(name, String(limit), 1)
        } else if let kernelValue, kernelValue > limit {
            setenv(name, String(limit), 1)
        }
    }

    /// A size from the kernel, each way at most the limit.
    static func clamped(rows: Int32, columns: Int32) -> (rows: Int32, columns: Int32) {
        let limit = Int32(TerminalSize.largest)
        return (min(rows, limit), min(columns, limit))
    }
}
