import Definitions
import Platform

/// The project defaults (`.button-sim.json`) for this process's working folder, read once
/// and handed to the option groups, which fill in what the command line left out.
enum ProjectDefaultsLookup {
    /// The nearest defaults file's contents, its problem, or `nil` when there is none.
    static let current = ProjectDefaults.find(from: FileManager.default.currentDirectoryPath)

    /// The default `pick` chooses, or `nil`; a defaults file that cannot be used ends the
    /// command with its one line (exit 64).
    static func value<Value>(_ pick: (ProjectDefaults) -> Value?) throws -> Value? {
        switch current {
        case nil: return nil
        case .success(let defaults): return pick(defaults)
        case .failure(let problem): throw CommandError.invalidArgument(problem.line)
        }
    }
}
