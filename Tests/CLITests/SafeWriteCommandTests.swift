import Foundation
import Testing

/// `play --record` and `export swift` write through the one safe writer: the probe found
/// them renaming a temporary file over whatever the path was (a device node, a FIFO, a
/// read-only file) and turning a 0600 file into 0644.
@Suite("commands write safely")
struct SafeWriteCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aRecordingIsNeverWrittenOverADeviceOrAFIFO() throws {
        let fifo = cli.home.appendingPathComponent("fifo.cast").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try cli.run(["play", "--keys", "s", "--record", fifo])
        #expect(result.status == 1)
        #expect(result.stderr == "button-sim: play: cannot write the recording to '\(fifo)': it is a FIFO\n")
        #expect(kind(fifo) == S_IFIFO)
        // A device node of our own in the test's folder (as root, the probe's /dev/null
        // became a regular file); where nodes cannot be made, /dev/null is only checked.
        let device = cli.home.appendingPathComponent("null").path
        let made = mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
        let target = made ? device : "/dev/null"
        let refused = try cli.run(["play", "--keys", "s", "--record", target])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "button-sim: play: cannot write the recording to '\(target)': it is a character device\n")
        #expect(kind(target) == S_IFCHR)
    }

    @Test func aRecordingKeepsThePrivateModeAndARefusedFileItsContent() throws {
        let cast = cli.home.appendingPathComponent("private.cast").path
        #expect(FileManager.default.createFile(atPath: cast, contents: Data("old".utf8)))
        #expect(chmod(cast, 0o600) == 0)
        #expect(try cli.run(["play", "--keys", "s", "--record", cast]).status == 0)
        var info = stat()
        #expect(stat(cast, &info) == 0 && info.st_mode & 0o7777 == 0o600)
        #expect(try String(contentsOfFile: cast, encoding: .utf8).hasPrefix("{\"version\": 2"))

        let readOnly = cli.home.appendingPathComponent("ro.cast").path
        #expect(FileManager.default.createFile(atPath: readOnly, contents: Data("keep".utf8)))
        #expect(chmod(readOnly, 0o444) == 0)
        let result = try cli.run(["play", "--keys", "s", "--record", readOnly])
        #expect(result.stderr == "button-sim: play: cannot write the recording to '\(readOnly)': it is read-only\n")
        #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == "keep")
    }

    @Test func exportRefusesASpecialTargetAndWritesNoneOfItsFiles() throws {
        let folder = cli.home.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = folder.appendingPathComponent("Localizable.xcstrings").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(kind(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
    }

    @Test func exportPrintsItsPathsEscaped() throws {
        let folder = cli.home.appendingPathComponent("out\u{1B}]0;PWNED\u{07}")
        let result = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}") && result.stdout.contains("out\\x1B]0;PWNED\\x07/"))
        var info = stat()
        #expect(stat(folder.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
    }
}
