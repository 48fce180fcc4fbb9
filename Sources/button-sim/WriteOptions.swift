import ArgumentParser
import Escaping
import FileAccess
import Headless
import Platform

/// `--follow-links` and the writes it governs, declared once for every command that writes
/// a file (`sheet`, `diff`, `play --record`, `export swift`). Without it no write passes
/// through a symbolic link at the output path, or a folder on the way that is a link inside
/// the working tree: a pull request can commit `review.html -> /etc/passwd`.
struct WriteOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Write through a symbolic link at the output path, or a linked folder on the way to it inside the working tree (refused otherwise; --force does not imply it)."
        ))
    var followLinks = false

    /// `base` with links followed only when `--follow-links` asks.
    func writer(_ base: AtomicFileWriter.Options) -> AtomicFileWriter.Options {
        followLinks ? base.with(links: .followOwn) : base
    }

    /// Refuses an output path the safe writer would refuse, before any work.
    /// - Parameters:
    ///   - path: The file to write.
    ///   - command: The command, at the front of the message.
    ///   - base: How the file would be written.
    @MainActor
    func check(_ path: String, command: String, options base: AtomicFileWriter.Options = .document) throws {
        do {
            try AtomicFileWriter.check(path, options: writer(base))
        } catch {
            CommandError.print("\(command): cannot write \(ControlCharacterEscaping.quoted(path)): \(error.explained)")
            throw ExitCode.failure
        }
    }

    /// Prints `text`, or writes it to `path` through the safe writer.
    @MainActor
    func emit(_ text: String, to path: String?, command: String) throws {
        guard let path else {
            print(text, terminator: "")
            return
        }
        do {
            try AtomicFileWriter.replace(path, with: Array(text.utf8), options: writer(.document))
        } catch {
            CommandError.print("\(command): cannot write \(ControlCharacterEscaping.quoted(path)): \(error.explained)")
            throw ExitCode.failure
        }
    }
}
