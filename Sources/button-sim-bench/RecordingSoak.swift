#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation

    /// The soak's recording part: `play --record` of a spinner held for one and for ten
    /// virtual minutes. Frames are streamed to the file, so the peak memory should be the
    /// same for both (it was about 120 KB a frame when a recording was held whole: 719 MB
    /// for the ten minutes).
    enum RecordingSoak {
        /// The two runs, through ``GallerySoak/measure(_:_:_:folder:written:)``.
        static func run(binary: String) throws -> [GallerySoak.Row] {
            let folder = try Launcher.makeFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            return try [1, 10].map { minutes in
                let cast = folder + "/spinner-\(minutes).cast"
                // Tab twice reaches the design system's button; `l` sets its spinning loading state.
                return try GallerySoak.measure(
                    "play --record, spinner for \(minutes) virtual minute\(minutes == 1 ? "" : "s")", binary,
                    ["play", "--keys", "tab tab l wait:\(minutes * 60)s", "--record", cast], folder: folder,
                    written: cast)
            }
        }
    }
#endif
