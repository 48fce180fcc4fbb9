import Testing

extension TmuxSession {
    /// Waits for the program to end and checks that it gave the terminal back: the exit
    /// status, the terminal's settings as before (the launch line's stty comparison) and
    /// the pane's modes as before.
    /// - Parameters:
    ///   - status: The exit status expected.
    ///   - before: ``modes()`` before the program started.
    func expectGivenBack(status: Int32, modes before: String) throws {
        let screen = try waitFor(timeout: 15, "exit") { $0.contains("EXITED:") && $0.contains("STTY:") }
        #expect(screen.contains("EXITED:\(status)\n"), "\(screen)")
        #expect(screen.contains("STTY:SAME"))
        #expect(try modes() == before)
    }
}
