#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// Everything one benchmark run measured, as written to JSON.
    struct BenchReport: Codable {
        let machine: MachineInfo
        let binary: String
        let columns: Int
        let rows: Int
        /// The larger terminal the spinner is measured on as well.
        let largeColumns: Int
        let largeRows: Int
        let floorSource: String
        let term: String
        let quietMilliseconds: Double
        let burstGapMilliseconds: Double
        /// How long the idle and spinner windows lasted.
        let idleSeconds: Double
        let spinnerSeconds: Double
        let modes: [ModeResult]
        /// The default mode's spinner and the floor's in one window; `nil` unless both ran.
        let sideBySideSpinner: SideBySideSpinnerResult?
        /// `button-sim audit` over the built-in board in every environment.
        let audit: AuditResult
        /// `button-sim play` of a script of flag keys and of a mixed script.
        let play: PlayResult
        /// The start-up of each `--reference` program, in the order given (launched in turn
        /// with button-sim and the floor when the default mode ran: ``interleavedStartup``).
        let references: [ReferenceStartup]
        /// Start-up of button-sim, the floor and the references launched in turn; `nil`
        /// without `--reference` or without the default mode.
        let interleavedStartup: InterleavedStartup?
    }
#endif
