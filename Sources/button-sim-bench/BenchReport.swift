/// Everything one benchmark run measured, as written to JSON.
struct BenchReport: Codable {
    let machine: MachineInfo
    let binary: String
    let columns: Int
    let rows: Int
    let term: String
    let quietMilliseconds: Double
    let burstGapMilliseconds: Double
    let modes: [ModeResult]
}
