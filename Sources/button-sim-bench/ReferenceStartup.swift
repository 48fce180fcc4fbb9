#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The start-up of a reference program given with `--reference`: a program that draws the
    /// floor's screen some other way (the floor written in Swift, say), measured like
    /// button-sim, with button-sim's arguments, to show where start-up time goes.
    struct ReferenceStartup: Codable {
        /// The program's path, as given.
        let binary: String
        let startup: StartupResult

        static func run(_ launcher: Launcher, settings: BenchSettings, progress: (String) -> Void) throws
            -> ReferenceStartup
        {
            progress("reference \(launcher.binary): \(settings.launches) launches to first frame")
            return ReferenceStartup(
                binary: launcher.binary, startup: try StartupScenario.run(launcher, settings: settings))
        }
    }
#endif
