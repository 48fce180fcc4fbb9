import FileAccess

/// How `export swift` writes: the step delay noted in the class, the module the generated
/// tests import, whether edited files are replaced, and the writer's options.
public struct SwiftExportSettings: Sendable {
    /// The step delay the button was reviewed with.
    public var stepDelay: Duration
    /// The app module the generated tests import with `@testable import`.
    public var module: String
    /// Whether generated files edited since, or not written by the export, are replaced.
    public var force: Bool
    /// How the files are written (links refused unless `--follow-links`).
    public var writer: AtomicFileWriter.Options

    /// Settings.
    /// - Parameters:
    ///   - stepDelay: The step delay.
    ///   - module: The app module.
    ///   - force: Whether edited files are replaced.
    ///   - writer: How the files are written.
    public init(stepDelay: Duration, module: String, force: Bool, writer: AtomicFileWriter.Options) {
        self.stepDelay = stepDelay
        self.module = module
        self.force = force
        self.writer = writer
    }
}
