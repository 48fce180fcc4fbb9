import CNcurses
import Platform
import Runtime

/// How wide a report printed to standard output may be: `COLUMNS` when it holds a
/// number, else the terminal's width when standard output is one, else 100 columns (a
/// file or a pipe), so reports wrap where a reader sees them and stay the same in files.
public enum OutputWidth {
    /// Used when nothing says otherwise.
    public static let fallback = 100

    /// The width for standard output.
    /// - Parameter environment: The process environment, for `COLUMNS`.
    public static func standardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        var rows: Int32 = 0
        var columns: Int32 = 0
        if isatty(1) == 1, bs_window_size(1, &rows, &columns) == 0, columns > 0 { return Int(columns) }
        return fallback
    }
}
