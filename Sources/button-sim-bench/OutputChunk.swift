#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// What one `read` from the pseudo-terminal returned, and when it returned it.
    struct OutputChunk {
        /// Monotonic nanoseconds right after the read returned.
        let time: UInt64
        let bytes: [UInt8]
    }

    extension Array where Element == OutputChunk {
        var byteCount: Int { reduce(0) { $0 + $1.bytes.count } }

        /// Groups chunks into bursts: a burst ends when no byte follows for `gap` nanoseconds.
        /// A redraw reaches the terminal as one burst (curses writes it in one `doupdate`),
        /// so the bursts of a spinner are its frames.
        func bursts(gap: UInt64) -> [[OutputChunk]] {
            var result: [[OutputChunk]] = []
            for chunk in self {
                if let last = result.last?.last, chunk.time - last.time <= gap {
                    result[result.count - 1].append(chunk)
                } else {
                    result.append([chunk])
                }
            }
            return result
        }
    }
#endif
