import ArgumentParser
import Foundation

/// One-line errors on stderr, `button-sim: ...`, as every subcommand reports them.
enum CommandError {
    static func print(_ message: String) {
        FileHandle.standardError.write(Data("button-sim: \(message)\n".utf8))
    }

    /// Prints a bad-argument line and gives the exit code for invalid arguments (64).
    static func invalidArgument(_ message: String) -> ExitCode {
        print(message)
        return ExitCode.validationFailure
    }
}
