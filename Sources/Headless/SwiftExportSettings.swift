import ButtonKit
import FileAccess

/// How `export swift` writes: the step delay noted in the class, the module the generated
/// tests import, whether edited files are replaced, the writer's options and the states the
/// previews and tests show.
public struct SwiftExportSettings: Sendable {
    /// The step delay the button was reviewed with.
    public var stepDelay: Duration
    /// The app module the generated tests import with `@testable import`.
    public var module: String
    /// Whether generated files edited since, or not written by the export, are replaced.
    public var force: Bool
    /// How the files are written (links refused unless `--follow-links`).
    public var writer: AtomicFileWriter.Options
    /// The states the previews and tests show: the flow x the review set, or with `--all`
    /// every reachable state.
    public var states: StateSelection

    /// Settings.
    /// - Parameters:
    ///   - stepDelay: The step delay.
    ///   - module: The app module.
    ///   - force: Whether edited files are replaced.
    ///   - writer: How the files are written.
    ///   - states: The states the previews and tests show (default: the review states).
    public init(
        stepDelay: Duration, module: String, force: Bool, writer: AtomicFileWriter.Options,
        states: StateSelection = .review
    ) {
        self.stepDelay = stepDelay
        self.module = module
        self.force = force
        self.writer = writer
        self.states = states
    }
}
