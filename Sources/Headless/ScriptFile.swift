import Escaping
import FileAccess
import Platform
import Simulator

/// The one reader of key-script files: `play --keys-file` (any readable file, a pipe, or
/// `-` for standard input) and `present SCRIPT_FILE` (a regular file: standard input is
/// the presenter's keyboard). Both refuse more than ``largest`` bytes and text that is not
/// UTF-8, and report every problem as one line (exit 64).
public enum ScriptFile {
    /// Script files larger than this are refused: a script of a million keys is far less.
    public static let largest = 16 * 1024 * 1024

    /// `play`'s script: `--keys` as given, or the text of `--keys-file`, parsed.
    /// - Parameters:
    ///   - keys: `--keys`.
    ///   - keysFile: `--keys-file` (`-` or `nil`: standard input).
    public static func playScript(keys: String?, keysFile: String?) throws(HeadlessFailure) -> PlayScript {
        let text: String
        if let keys { text = keys } else { text = try streamText(keysFile ?? "-") }
        do {
            return try PlayScript(parsing: text)
        } catch {
            throw .invalidArgument("play: \(error.message)")
        }
    }

    /// `present`'s script, cut at its marks.
    /// - Parameter path: The script file.
    public static func presenterScript(_ path: String) throws(HeadlessFailure) -> PresenterScript {
        let shown = ControlCharacterEscaping.escaped(path)
        guard path != "-" else {
            throw .invalidArgument(
                "present: give the script as a file: standard input is the terminal the presenter reads keys from")
        }
        let bytes: [UInt8]
        switch BoundedFileReader.bytes(of: path, limit: largest) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size)):
            throw .invalidArgument(
                "present: \(shown): cannot be presented (script too large (\(size) bytes; at most \(largest)))")
        case .failure(let failure):
            throw .invalidArgument("present: \(shown): cannot be presented (\(failure.reason))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidArgument("present: \(shown): the script is not UTF-8 text")
        }
        let script: PresenterScript
        do {
            script = PresenterScript(try PlayScript(parsing: text))
        } catch {
            throw .invalidArgument("present: \(shown): \(error.message)")
        }
        guard script.count > 0 else { throw .invalidArgument("present: \(shown): the script has no tokens to present") }
        return script
    }

    /// The text of a file or pipe (`-`: standard input), read to its end.
    private static func streamText(_ path: String) throws(HeadlessFailure) -> String {
        let name = path == "-" ? "standard input" : path
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .invalidArgument("play: \(path): cannot be read (\(describe(errno)))") }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= largest {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .invalidArgument("play: \(name): cannot be read (\(describe(errno)))") }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= largest else {
            throw .invalidArgument("play: \(name): script larger than \(largest) bytes")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidArgument("play: \(name): the script is not UTF-8 text")
        }
        return text
    }

    /// `strerror` in lower case, to sit inside a sentence.
    private static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return (text.first?.lowercased() ?? "") + text.dropFirst()
    }
}
