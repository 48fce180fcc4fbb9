#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Glibc

    /// Nanoseconds on the monotonic clock: the one clock every timestamp in the benchmark
    /// uses, so launch times, key presses and bytes read compare directly.
    enum MonotonicClock {
        static func now() -> UInt64 {
            var spec = timespec()
            clock_gettime(CLOCK_MONOTONIC, &spec)
            return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
        }

        static func milliseconds(_ nanoseconds: UInt64) -> Double {
            Double(nanoseconds) / 1_000_000
        }

        static func nanoseconds(milliseconds: Double) -> UInt64 {
            UInt64(max(0, milliseconds) * 1_000_000)
        }
    }
#endif
