#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The start-up of a reference program given with `--reference`: a program that draws the
    /// floor's screen some other way (the floor written in Swift, say), measured like
    /// button-sim, with button-sim's arguments, to show where start-up time goes.
    struct ReferenceStartup: Codable {
        /// The program's path, as given.
        let binary: String
        let startup: StartupResult

        static func run(binary: String, launcher: Launcher, settings: BenchSettings, progress: (String) -> Void)
            throws -> ReferenceStartup
        {
            progress("reference \(binary): \(settings.launches) launches to first frame")
            var reference = launcher
            reference.binary = binary
            return ReferenceStartup(binary: binary, startup: try StartupScenario.run(reference, settings: settings))
        }
    }
#endif
