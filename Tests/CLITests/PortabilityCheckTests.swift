import ButtonKitTestSupport
import Foundation
import Testing

/// `scripts/check-portability.sh`: it looks at every Swift file of the real tree, and it
/// tells guarded platform code from unguarded code on sample files.
@Suite("Portability check")
struct PortabilityCheckTests {
    static let script = "scripts/check-portability.sh"

    /// Every `*.swift` file under Sources, found here rather than listed, so a new file is
    /// expected to be checked too.
    static func sourceFiles() -> Set<String> {
        let root = BuiltProduct.packageRoot.appendingPathComponent("Sources")
        var files: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.insert("Sources/\(path)") }
        }
        return files
    }

    @Test func theScriptChecksEverySourceFile() throws {
        let result = try RepositoryScript.run(Self.script, ["--verbose"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let checked = Set(lines.filter { $0.hasPrefix("checked: ") }.map { String($0.dropFirst("checked: ".count)) })
        let expected = Self.sourceFiles()
        #expect(expected.count > 100)
        #expect(checked == expected, "not checked: \(expected.subtracting(checked).sorted())")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let findings = lines.filter { !$0.hasPrefix("checked: ") }
        #expect(findings.allSatisfy { $0.hasPrefix("Sources/") && $0.contains(".swift:") }, "\(findings)")
        #expect(result.status == 0 && findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    /// Sample files, by path, and the lines the script must report in each.
    static let samples: [(path: String, text: String, findings: [Int])] = [
        ("Sources/A/Unguarded.swift", "import Glibc\nlet x = 1\n", [1]),
        (
            "Sources/A/Guarded.swift",
            "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n", []
        ),
        (
            "Sources/A/Essentials.swift",
            "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n", []
        ),
        (
            "Sources/A/NotAPlatformGuard.swift",
            "#if DEBUG\nlet debug = true\n#else\nimport FoundationEssentials\n#endif\n", [4]
        ),
        ("Sources/A/Nested.swift", "#if os(Linux)\n#if DEBUG\nimport Glibc\n#endif\n#endif\n", []),
        ("Sources/A/AfterTheGuard.swift", "#if os(Linux)\n#endif\nimport Glibc\n", [3]),
        (
            "Sources/A/Attributes.swift", "@preconcurrency import Glibc\nimport struct FoundationEssentials.Data\n",
            [1, 2]
        ),
        ("Sources/A/Dispatch.swift", "import Dispatch\nimport ButtonKit\n", []),
        (
            "Sources/A/LinuxAPI.swift",
            """
            // inotify_init1 is named in a comment only
            let fd = inotify_init1(0)
            let status = "/proc/self/status"
            #if os(Linux)
            let guarded = epoll_create1(0)
            #endif
            /* epoll_wait(fd) */ let x = prctl(1)
            """, [2, 3, 7]
        ),
        ("Sources/Rendering/Curses.swift", "#if canImport(CNcurses)\nimport CNcurses\n#endif\n", [2]),
        ("Sources/TerminalUI/Curses.swift", "import CNcurses\n", []),
    ]

    @Test func guardedAndUnguardedCodeAreToldApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("portability-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: Set<String> = []
        for sample in Self.samples {
            let url = folder.appendingPathComponent(sample.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(sample.text.utf8).write(to: url)
            for line in sample.findings { expected.insert("\(sample.path):\(line)") }
        }
        let result = try RepositoryScript.run(Self.script, ["Sources"], in: folder)
        #expect(result.status == 1)
        let found = Set(
            result.stdout.split(separator: "\n").map { line in
                line.split(separator: ":", maxSplits: 2).prefix(2).joined(separator: ":")
            })
        #expect(
            found == expected,
            "unexpected: \(found.subtracting(expected).sorted()), missed: \(expected.subtracting(found).sorted())")
    }

    @Test func aTreeOfGuardedFilesPasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("portability-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sample in Self.samples where sample.findings.isEmpty {
            let url = folder.appendingPathComponent(sample.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(sample.text.utf8).write(to: url)
        }
        let result = try RepositoryScript.run(Self.script, ["Sources"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
