import Simulator

/// The JSON `buttons check --format json` prints.
struct BoardCheckDocument: Encodable {
    /// Whether every file is valid (the exit status is 0 exactly then).
    var valid: Bool
    /// Each file's check.
    var files: [BoardCheck]
}
