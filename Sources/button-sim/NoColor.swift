import Platform

/// `NO_COLOR` (no-color.org): set and not empty, every command prints attributes only.
enum NoColor {
    /// Whether `NO_COLOR` is set and not empty.
    static var isSet: Bool {
        ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    }
}
