/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in cells.
    public var columns: Int
    /// Height in cells.
    public var rows: Int

    /// The largest width or height a size may give (both start at 1).
    public static let largest = 1000

    /// A size of `columns` x `rows` cells.
    /// - Parameters:
    ///   - columns: the width.
    ///   - rows: the height.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `COLSxROWS`, as `--size` takes it.
    public var description: String { "\(columns)x\(rows)" }

    /// Parses `COLSxROWS` such as `100x30`: strict decimals (no sign, no leading zero),
    /// each 1...``largest``.
    public init?(parsing text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = StrictNumber.parse(parts[0], in: 1...Self.largest),
            let rows = StrictNumber.parse(parts[1], in: 1...Self.largest)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }
}
