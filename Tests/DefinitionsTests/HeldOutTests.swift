import ButtonKit
import ButtonKitTestSupport
import Definitions
import Foundation
import Runtime
import Simulator
import Testing
import Theming

/// The held-out button files (see `HeldOut/README.md`): written from the product specification alone, they
/// load and behave as section 11 says, and their errors and warnings are the ones named.
@Suite("Held-out button files written from the product specification alone")
@MainActor
struct HeldOutTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "HeldOut")

    struct Case: Decodable {
        var description: String
        var args: [String]?
        var keys: String
        var expect: [String: [String: JSONField]]
    }

    /// A field of the expected state: a string, number, bool, list of strings or null.
    enum JSONField: Decodable, Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case strings([String])
        case null

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else {
                self = .strings(try container.decode([String].self))
            }
        }
    }

    struct Expectation: Decodable {
        var exit: Int32
        var path: String?
        var mentions: [String]
    }

    nonisolated static func files(_ prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter {
            $0.hasPrefix(prefix) && $0.hasSuffix(".json") && !$0.contains(".cases.") && !$0.contains(".expect.")
        }.sorted()
    }

    /// Runs a case as `play --fresh --format json` does: the same launcher, driver and clock.
    static func play(_ file: URL, _ testCase: Case) throws -> StateDocument {
        var options = LaunchOptions(buttonsFile: file.path, fresh: true)
        var arguments = testCase.args ?? []
        while arguments.count >= 2 {
            let (name, value) = (arguments.removeFirst(), arguments.removeFirst())
            switch name {
            case "--locale": options.locale = LocaleTag(rawValue: value)
            case "--step-delay": options.stepDelay = .milliseconds(Int64((Double(value) ?? 1) * 1000))
            default: Issue.record("unknown argument \(name) in \(testCase.description)")
            }
        }
        let prepared = try AppLauncher.prepare(
            options, size: TerminalSize(columns: 100, rows: 30), monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
        let clock = ManualScheduler()
        let driver = Program(state: prepared.state, scheduler: clock, catalog: prepared.catalog, stateStore: nil)
        driver.send(.started)
        HeadlessPlayer.play(try PlayScript(parsing: testCase.keys), program: driver, clock: clock)
        return StateDocument(driver.state.simulator, theme: driver.state.screen.theme.name)
    }

    @Test(arguments: files("valid-"))
    func behavesAsSection11Says(file: String) throws {
        let url = Self.folder.appendingPathComponent(file)
        let casesURL = Self.folder.appendingPathComponent(file.replacingOccurrences(of: ".json", with: ".cases.json"))
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: casesURL))
        #expect(!cases.isEmpty)
        for testCase in cases {
            let document = try Self.play(url, testCase)
            for (id, fields) in testCase.expect {
                guard let button = document.buttons.first(where: { $0.id == id }) else {
                    Issue.record("\(file), \(testCase.description): no button \(id)")
                    continue
                }
                for (name, expected) in fields {
                    let actual: JSONField =
                        switch name {
                        case "state": .strings(button.state.sorted())
                        case "raw": .number(Double(button.raw))
                        case "title": .string(button.title)
                        case "enabled": .bool(button.enabled)
                        case "mode": button.mode.map(JSONField.string) ?? .null
                        default: .null
                        }
                    let wanted: JSONField =
                        if case .strings(let names) = expected { .strings(names.sorted()) } else { expected }
                    #expect(
                        actual == wanted, "\(file), \(testCase.description): \(id).\(name) with keys \(testCase.keys)")
                }
            }
        }
    }

    @Test(arguments: files("invalid-") + files("warn-"))
    func errorsAndWarningsAreTheOnesNamed(file: String) throws {
        let url = Self.folder.appendingPathComponent(file)
        let expectURL = Self.folder.appendingPathComponent(file.replacingOccurrences(of: ".json", with: ".expect.json"))
        let expectation = try JSONDecoder().decode(Expectation.self, from: Data(contentsOf: expectURL))
        let lines: [String]
        let exit: Int32
        switch BoardSource.file(url).load() {
        case .success(let loaded):
            let theme = Theme.builtInDefault
            let missing = BoardSource.file(url).missingVariants(
                in: loaded.board, themeName: theme.name, themeFile: nil,
                hasVariant: theme.hasVariant, variants: theme.variantNames)
            lines = (missing + loaded.warnings).map(\.line)
            exit = missing.isEmpty ? 0 : 1
        case .failure(let error):
            lines = error.problems.map(\.line)
            exit = 1
        }
        let text = lines.joined(separator: "\n")
        #expect(exit == expectation.exit, "\(file): \(text)")
        if let path = expectation.path { #expect(text.contains(path), "\(file): no line names \(path): \(text)") }
        for word in expectation.mentions {
            #expect(text.lowercased().contains(word.lowercased()), "\(file): no line mentions \(word): \(text)")
        }
    }
}
