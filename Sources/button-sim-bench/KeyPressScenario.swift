#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// Key press to screen: `s` toggles the target's selected state, which changes the follow
    /// button's title between Follow and Followed. An even number of presses leaves it as found.
    ///
    /// Each press waits until the terminal has been quiet, writes the key, and times the first
    /// byte and the last byte of the response (the response ends when no byte follows for the
    /// quiet window; that window is not part of the time).
    struct KeyPressResult: Codable {
        let key: String
        let presses: Int
        let firstByteMilliseconds: Summary
        let lastByteMilliseconds: Summary
        let bytesPerPress: Summary
        /// Presses that drew nothing within the timeout (not counted in the times).
        let unanswered: Int
    }

    enum KeyPressScenario {
        static func run(_ session: PTYSession, key: String = "s", settings: BenchSettings) throws -> KeyPressResult {
            var first: [Double] = []
            var last: [Double] = []
            var bytes: [Double] = []
            var unanswered = 0
            let presses = settings.presses + settings.presses % 2
            for _ in 0..<presses {
                // Anything still arriving belongs to something else: let it finish first.
                while session.readChunk(deadline: MonotonicClock.now() + settings.pause) != nil {}
                let pressed = session.send(key)
                let chunks = session.response(timeout: settings.timeout, quiet: settings.quiet)
                guard let firstChunk = chunks.first, let lastChunk = chunks.last else {
                    unanswered += 1
                    continue
                }
                first.append(MonotonicClock.milliseconds(firstChunk.time - pressed))
                last.append(MonotonicClock.milliseconds(lastChunk.time - pressed))
                bytes.append(Double(chunks.byteCount))
            }
            if session.hungUp { throw BenchError("button-sim exited during the key presses") }
            return KeyPressResult(
                key: key, presses: presses, firstByteMilliseconds: Summary(first),
                lastByteMilliseconds: Summary(last), bytesPerPress: Summary(bytes), unanswered: unanswered)
        }
    }
#endif
