import CNcurses
import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks that curses can start, before it starts: `initscr` exits the whole process
/// with its own message when `TERM` is bad, so the checks happen here first and fail with
/// a ``TerminalError`` instead.
///
/// Everything the check reads is passed in, so tests can use `/dev/null`, an empty
/// environment or a made-up `TERM` without a terminal.
public struct TerminalPreflight: Sendable {
    /// Looks a terminal type up; `nil` when terminfo does not know it.
    public typealias TerminfoLookup = @Sendable (_ term: String, _ fd: Int32) -> TerminfoEntry?

    /// Where `TERM` is read.
    public var environment: [String: String]
    /// Standard input's descriptor.
    public var inputFD: Int32
    /// Standard output's descriptor.
    public var outputFD: Int32
    /// Whether a descriptor is a terminal (`isatty`).
    public var isTerminal: @Sendable (Int32) -> Bool
    /// How a terminal type is looked up (terminfo).
    public var lookUp: TerminfoLookup

    /// - Parameters:
    ///   - environment: where `TERM` is read.
    ///   - inputFD: standard input.
    ///   - outputFD: standard output.
    ///   - isTerminal: whether a descriptor is a terminal.
    ///   - lookUp: the terminfo lookup.
    public init(
        environment: [String: String], inputFD: Int32 = 0, outputFD: Int32 = 1,
        isTerminal: @escaping @Sendable (Int32) -> Bool = { isatty($0) == 1 },
        lookUp: @escaping TerminfoLookup = TerminalPreflight.terminfo
    ) {
        self.environment = environment
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.isTerminal = isTerminal
        self.lookUp = lookUp
    }

    /// The terminal type and its terminfo entry, or the first reason curses would fail.
    public func check() throws(TerminalError) -> (term: String, entry: TerminfoEntry) {
        guard isTerminal(inputFD) else {
            throw TerminalError(
                "standard input is not a terminal; run it in a terminal, or use `button-sim play` for scripts")
        }
        guard isTerminal(outputFD) else {
            throw TerminalError(
                "standard output is not a terminal; run it in a terminal, or use `button-sim render` or `play` to print"
            )
        }
        guard let term = environment["TERM"], !term.isEmpty else {
            throw TerminalError("TERM is not set; set it to your terminal type, e.g. TERM=xterm-256color")
        }
        guard let entry = lookUp(term, outputFD) else {
            throw TerminalError("TERM=\(term) is not a terminal type terminfo knows; try TERM=xterm-256color")
        }
        guard entry.canAddressCursor else {
            throw TerminalError(
                "TERM=\(term) cannot move the cursor, which a full-screen program needs; try TERM=xterm-256color")
        }
        return (term, entry)
    }

    /// The real terminfo lookup: `setupterm` with an error return (so it never exits),
    /// then the probed entry is freed and the previous terminal, if any, put back.
    public static let terminfo: TerminfoLookup = { term, fd in
        var colors: Int32 = -1
        var addressable: Int32 = 0
        guard bs_probe_terminfo(term, fd, &colors, &addressable) == 1 else { return nil }
        return TerminfoEntry(colors: Int(colors), canAddressCursor: addressable != 0)
    }
}
