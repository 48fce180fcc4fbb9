/// What the program loop asks of the process around it: the few outputs that are neither
/// the terminal nor the application's files. The live runtime answers with Dispatch file
/// sources, SIGTSTP and `exit`; tests with a recording twin.
@MainActor
public protocol ProgramHost: AnyObject {
    /// Watches these files for edits from now on (replacing what was watched), and sends
    /// `themeFileChanged` or `boardFileChanged` to the program when one changes.
    /// - Parameters:
    ///   - themeFiles: The current theme's files (none for a built-in theme).
    ///   - boardFile: The button file; `nil` for the built-in board.
    func watch(themeFiles: [String], boardFile: String?)
    /// Stops the process until it is continued (SIGTSTP's default action); the terminal
    /// is given back before and taken back after.
    func stopProcess()
    /// The program has finished and given the terminal back: end with `status`.
    func exit(status: Int32)
}
