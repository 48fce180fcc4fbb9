#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation
    import Glibc

    /// Where the figures came from: they mean little without the machine.
    struct MachineInfo: Codable {
        let cpuModel: String
        let processors: Int
        let kernel: String
        let date: String

        static func current() -> MachineInfo {
            let cpuinfo = ProcFile.read("/proc/cpuinfo") ?? ""
            let model =
                cpuinfo.split(separator: "\n")
                .first { $0.hasPrefix("model name") }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
            let kernel = (ProcFile.read("/proc/sys/kernel/osrelease") ?? "unknown").trimmingCharacters(
                in: .whitespacesAndNewlines)
            let formatter = ISO8601DateFormatter()
            return MachineInfo(
                cpuModel: model, processors: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))),
                kernel: "Linux " + kernel, date: formatter.string(from: Date()))
        }
    }
#endif
