#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// A scenario that could not measure what it is for: the child did not draw in time,
    /// exited early, or never answered a key.
    struct BenchError: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
#endif
