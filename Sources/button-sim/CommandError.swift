import ArgumentParser
import Escaping
import Platform

/// One-line errors on stderr, `button-sim: ...`, as every subcommand reports them.
enum CommandError {
    static func print(_ message: String) {
        // One write(2) to stderr, unbuffered, so the line is out before the exit.
        // Messages quote files, arguments and script tokens: never a raw control character.
        // Only the line breaks between the program's own lines of a message are kept.
        let text = message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { ControlCharacterEscaping.escaped(String($0)) }.joined(separator: "\n")
        let line = Array("button-sim: \(text)\n".utf8)
        _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Ends the process with `code`, as C's `exit` does.
    static func exitProcess(_ code: Int32) -> Never { exit(code) }

    /// Prints a bad-argument line and gives the exit code for invalid arguments (64).
    static func invalidArgument(_ message: String) -> ExitCode {
        print(message)
        return ExitCode.validationFailure
    }
}
