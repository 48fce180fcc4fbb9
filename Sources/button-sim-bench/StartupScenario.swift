#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// Start to first full frame: from just before `fork` to the last byte of the burst in
    /// which the whole screen (legend and inspector) has been drawn.
    struct StartupResult: Codable {
        /// Milliseconds to the last byte of the first full frame, one per launch.
        let firstFrameMilliseconds: Summary
        /// Milliseconds to the read that completed the marker text (a lower bound of the above).
        let markerMilliseconds: Summary
        let firstFrameBytes: Int
        let warmUpLaunches: Int
    }

    enum StartupScenario {
        static func run(_ launcher: Launcher, settings: BenchSettings) throws -> StartupResult {
            var frameTimes: [Double] = []
            var markerTimes: [Double] = []
            var bytes = 0
            // One unmeasured launch first, so the page cache holds the binary and its
            // libraries as it does for anyone who has run it before.
            let warmUp = 1
            for index in 0..<(warmUp + settings.launches) {
                let session = try launcher.launch()
                defer { session.stop() }
                let frame = try firstFrame(of: session, settings: settings)
                guard index >= warmUp, let marker = frame.marker.last?.time, let end = frame.all.last?.time else {
                    continue
                }
                markerTimes.append(MonotonicClock.milliseconds(marker - session.launchedAt))
                frameTimes.append(MonotonicClock.milliseconds(end - session.launchedAt))
                bytes = frame.all.byteCount
            }
            return StartupResult(
                firstFrameMilliseconds: Summary(frameTimes), markerMilliseconds: Summary(markerTimes),
                firstFrameBytes: bytes, warmUpLaunches: warmUp)
        }

        /// Reads the first full frame: until the markers are drawn, then until the output is
        /// quiet. `marker` holds the chunks up to the markers, `all` every chunk of the frame.
        static func firstFrame(of session: PTYSession, settings: BenchSettings) throws -> (
            marker: [OutputChunk], all: [OutputChunk]
        ) {
            guard let marker = session.waitForText(Launcher.fullFrameMarkers, timeout: settings.timeout) else {
                throw BenchError(
                    "no full frame within \(Int(settings.timeoutMilliseconds)) ms (looked for \(Launcher.fullFrameMarkers))"
                )
            }
            var all = marker
            while let last = all.last, let next = session.readChunk(deadline: last.time + settings.quiet) {
                all.append(next)
            }
            return (marker, all)
        }
    }
#endif
