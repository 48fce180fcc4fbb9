import Foundation
import Testing

/// `--version`, and every `--help` complete: each option a command accepts is in its help,
/// `play --help` names every script token, and nothing in the help text is lost when the
/// manual page is made from it (swift-argument-parser's generate-manual keeps ASCII only).
@Suite("--version and every --help")
struct HelpAndVersionTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func versionPrintsTheVersion() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let result = try cli.run(["--version"])
        #expect(result.status == 0)
        let parts = result.stdout.dropLast().split(separator: ".")
        #expect(
            result.stdout.hasSuffix("\n") && parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(result.stdout)"
        )
    }

    /// Each command of `--experimental-dump-help` with its path and its options' names.
    func commands() throws -> [(path: [String], names: [String])] {
        let dump = try cli.run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var found: [(path: [String], names: [String])] = []
        func collect(_ command: [String: Any], path: [String]) {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            let names = arguments.flatMap { argument -> [String] in
                let nameList = argument["names"] as? [[String: Any]] ?? []
                return nameList.compactMap { name in
                    guard let kind = name["kind"] as? String, let text = name["name"] as? String else { return nil }
                    return kind == "long" ? "--" + text : kind == "short" ? "-" + text : nil
                }
            }
            found.append((path, names))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                if let name = sub["commandName"] as? String { collect(sub, path: path + [name]) }
            }
        }
        collect(try #require(root["command"] as? [String: Any]), path: [])
        return found
    }

    @Test func everyHelpListsEveryOptionItAccepts() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let all = try commands()
        #expect(all.count >= 10)
        for (path, names) in all where path != ["help"] {
            let result = try cli.run(path + ["--help"])
            #expect(result.status == 0, "\(path)")
            for name in names where name != "--experimental-dump-help" {
                #expect(result.stdout.contains(name), "\(path) --help lacks \(name)")
            }
        }
    }

    @Test func playHelpNamesEveryScriptToken() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let help = try cli.run(["play", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for token in [
            "wait:DURATION", "resize:COLSxROWS", "click:COL,ROW", "press:COL,ROW", "move:COL,ROW", "release:COL,ROW",
            "event:NAME",
            "space", "enter", "tab", "backtab", "esc", "up", "down", "left", "right",
        ] {
            #expect(help.contains(token), "play --help lacks \(token)")
        }
    }

    @Test func theHelpTheManualIsMadeFromIsASCII() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let dump = try cli.run(["--experimental-dump-help"]).stdout
        let outside = Set(dump.unicodeScalars.filter { !$0.isASCII }.map { String($0) })
        #expect(outside.isEmpty, "generate-manual would drop \(outside.sorted())")
    }
}
