import ArgumentParser

/// `--step-delay` in seconds, as `run`, `play` and `export swift` take it: at least 1 ms
/// after rounding to whole milliseconds (0, or 0.0004 which rounds to 0, would make an
/// `after: step` cycle spin without end), at most an hour.
enum StepDelay {
    /// The range message, exact.
    static let rangeMessage = "--step-delay must be between 0.001 and 3600 seconds"

    /// The delay in whole milliseconds, or the range message as a validation error.
    static func milliseconds(_ seconds: Double) throws -> Int64 {
        guard seconds.isFinite, seconds <= 3600 else { throw ValidationError(rangeMessage) }
        let milliseconds = (seconds * 1000).rounded()
        guard milliseconds >= 1 else { throw ValidationError(rangeMessage) }
        return Int64(milliseconds)
    }
}
