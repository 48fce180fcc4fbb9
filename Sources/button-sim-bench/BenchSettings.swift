#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// How long and how often each scenario measures, and the quiet windows that delimit a
    /// redraw. Milliseconds throughout, as the options take them.
    struct BenchSettings {
        var launches = 10
        var presses = 60
        var idleSeconds = 5.0
        /// The spinner's measured window: eight seconds, as the spinner CPU target is stated.
        var spinnerSeconds = 8.0
        /// How many windows the side-by-side spinner measures (its figure is their median).
        var sideBySideWindows = 3
        /// No byte for this long after the last one ends a redraw (keys, first frame).
        var quietMilliseconds = 30.0
        /// A gap this long between bytes starts a new spinner frame (frames are 100 ms apart).
        var burstGapMilliseconds = 30.0
        /// The pause between two key presses, after the first press's redraw ended.
        var pauseMilliseconds = 20.0
        /// The bound on every wait for a response.
        var timeoutMilliseconds = 5000.0

        var quiet: UInt64 { MonotonicClock.nanoseconds(milliseconds: quietMilliseconds) }
        var burstGap: UInt64 { MonotonicClock.nanoseconds(milliseconds: burstGapMilliseconds) }
        var pause: UInt64 { MonotonicClock.nanoseconds(milliseconds: pauseMilliseconds) }
        var timeout: UInt64 { MonotonicClock.nanoseconds(milliseconds: timeoutMilliseconds) }
    }
#endif
