import Foundation
import Simulator
import Testing

@Suite("--buttons NAME finds the user's own boards")
struct BoardSourceTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("boards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("Buttons"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("config/button-sim/buttons"), withIntermediateDirectories: true)
        return url
    }

    @Test func aNameIsLookedForInButtonsThenInTheConfigFolder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "HOME": "/nowhere"]
        try Data("{}".utf8).write(to: root.appendingPathComponent("config/button-sim/buttons/team.json"))
        #expect(
            BoardSource.resolve("team", environment: environment, currentDirectory: root.path)
                == .success(.file(root.appendingPathComponent("config/button-sim/buttons/team.json"))))
        try Data("{}".utf8).write(to: root.appendingPathComponent("Buttons/team.json"))
        #expect(
            BoardSource.resolve("team", environment: environment, currentDirectory: root.path)
                == .success(.file(root.appendingPathComponent("Buttons/team.json"))))
        #expect(BoardSource.resolve(nil, environment: environment, currentDirectory: root.path) == .success(.builtIn))
        #expect(
            BoardSource.resolve("x/team.json", environment: environment, currentDirectory: root.path)
                == .success(.file(URL(fileURLWithPath: "x/team.json"))))
    }

    @Test func aMissingNameSaysWhereItLooked() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = BoardSource.resolve("gone", environment: ["HOME": "/home/a"], currentDirectory: root.path)
        guard case .failure(let notFound) = result else { Issue.record("expected not found"); return }
        #expect(notFound.message == "--buttons gone: no gone.json in ./Buttons/ or ~/.config/button-sim/buttons/")
    }
}
