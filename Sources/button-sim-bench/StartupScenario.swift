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
        /// One launch's figures: milliseconds to the first full frame and to the marker text,
        /// and the frame's bytes; `nil` when the frame had no marker or no byte.
        typealias Launch = (frame: Double, marker: Double, bytes: Int)?

        /// Launches gathered one at a time.
        struct Samples {
            var frameTimes: [Double] = []
            var markerTimes: [Double] = []
            var bytes = 0

            mutating func add(_ launch: Launch) {
                guard let launch else { return }
                frameTimes.append(launch.frame)
                markerTimes.append(launch.marker)
                bytes = launch.bytes
            }

            func result(warmUpLaunches: Int) -> StartupResult {
                StartupResult(
                    firstFrameMilliseconds: Summary(frameTimes), markerMilliseconds: Summary(markerTimes),
                    firstFrameBytes: bytes, warmUpLaunches: warmUpLaunches)
            }
        }

        static func run(_ launcher: Launcher, settings: BenchSettings) throws -> StartupResult {
            var samples = Samples()
            // One unmeasured launch first, so the page cache holds the binary and its
            // libraries as it does for anyone who has run it before.
            let warmUp = 1
            for index in 0..<(warmUp + settings.launches) {
                let launch = try measureOne(launcher, settings: settings)
                if index >= warmUp { samples.add(launch) }
            }
            return samples.result(warmUpLaunches: warmUp)
        }

        /// Starts the program once and times its first full frame.
        static func measureOne(_ launcher: Launcher, settings: BenchSettings) throws -> Launch {
            let session = try launcher.launch()
            defer { session.stop() }
            let frame = try firstFrame(of: session, settings: settings)
            guard let marker = frame.marker.last?.time, let end = frame.all.last?.time else { return nil }
            return (
                MonotonicClock.milliseconds(end - session.launchedAt),
                MonotonicClock.milliseconds(marker - session.launchedAt), frame.all.byteCount
            )
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
