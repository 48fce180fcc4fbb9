import ButtonKit
import ButtonKitTestSupport
import Foundation
import Runtime
import Simulator
import Testing
import Theming

/// The environment is part of the saved state: the next launch shows it again, and an
/// environment option on the command line wins over it.
@MainActor
@Suite("The environment saved and restored")
struct EnvironmentRestoreTests {
    let size = TerminalSize(columns: 100, rows: 30)

    func launch(_ stateFile: String, environment: DisplayEnvironment? = nil) throws -> AppLauncher.Prepared {
        try AppLauncher.prepare(
            LaunchOptions(stateFile: stateFile, environment: environment), size: size, monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
    }

    @Test func theNextLaunchShowsTheSavedEnvironmentAndAnOptionWins() throws {
        let folder = try TemporaryFolder("environment-restore")
        let stateFile = folder.path("state.json").path
        let first = try launch(stateFile)
        #expect(first.state.screen.environment.isStandard)
        let program = Program(
            state: first.state, scheduler: ManualScheduler(), catalog: first.catalog, stateStore: first.store)
        program.send(.environmentChanged(DisplayEnvironment(contentSize: .ax2, appearance: .dark)))
        program.send(.quitRequested)

        let second = try launch(stateFile)
        #expect(second.state.screen.environment == DisplayEnvironment(contentSize: .ax2, appearance: .dark))
        #expect(second.state.screen.theme.name == "dark")
        // The theme saved is the one chosen, not its dark counterpart.
        #expect(second.state.baseTheme.name == "default")

        let third = try launch(stateFile, environment: DisplayEnvironment(direction: .rtl))
        #expect(third.state.screen.environment == DisplayEnvironment(direction: .rtl))
        #expect(third.state.screen.theme.name == "default")
    }

    @Test func theStandardEnvironmentIsNotSavedAndLoadsStandard() throws {
        let folder = try TemporaryFolder("environment-old-state")
        let stateFile = folder.path("state.json").path
        let program = Program(
            state: try launch(stateFile).state, scheduler: ManualScheduler(),
            catalog: ThemeCatalog.discover(in: nil), stateStore: try launch(stateFile).store)
        program.send(.quitRequested)
        let saved = try String(contentsOfFile: stateFile, encoding: .utf8)
        #expect(!saved.contains("environment"))
        #expect(try launch(stateFile).state.screen.environment.isStandard)
    }
}
