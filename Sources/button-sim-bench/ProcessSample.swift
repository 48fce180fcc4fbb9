#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation
    import Glibc

    /// What the kernel says a process has cost so far, read from /proc. Two samples taken
    /// around a phase give what the phase cost.
    struct ProcessSample {
        /// utime + stime from /proc/PID/stat, in clock ticks (usually 10 ms each): the figure
        /// `top` and `ps` show, coarse but covering every thread, living or exited.
        var cpuTicks = 0
        /// Time on a CPU in nanoseconds per living thread, from /proc/PID/task/TID/schedstat:
        /// precise where the ticks are not.
        var runNanoseconds: [String: UInt64] = [:]
        /// `syscw` from /proc/PID/io: write system calls of every kind (terminal, files, eventfds).
        var writeCalls = 0
        /// `wchar` from /proc/PID/io: bytes passed to those calls.
        var bytesWritten = 0
        /// Voluntary plus involuntary context switches per living thread: each one is a
        /// wake-up (or a preemption) of that thread.
        var switchesByThread: [String: Int] = [:]
        /// Number of threads.
        var threads = 0

        static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

        /// Reads the sample; fields whose file cannot be read stay 0.
        static func read(pid: pid_t) -> ProcessSample {
            var sample = ProcessSample()
            let base = "/proc/\(pid)"
            if let stat = ProcFile.read("\(base)/stat"), let close = stat.lastIndex(of: ")") {
                // Fields after the command name, which may itself hold spaces or parentheses:
                // index 0 is field 3 (state), so utime (14) and stime (15) are 11 and 12.
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) {
                    sample.cpuTicks = user + system
                }
            }
            if let io = ProcFile.read("\(base)/io") {
                sample.writeCalls = ProcFile.value(named: "syscw", in: io) ?? 0
                sample.bytesWritten = ProcFile.value(named: "wchar", in: io) ?? 0
            }
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "\(base)/task")) ?? []
            sample.threads = tasks.count
            for task in tasks {
                if let schedstat = ProcFile.read("\(base)/task/\(task)/schedstat"),
                    let first = schedstat.split(separator: " ").first, let nanoseconds = UInt64(first)
                {
                    sample.runNanoseconds[task] = nanoseconds
                }
                if let status = ProcFile.read("\(base)/task/\(task)/status") {
                    sample.switchesByThread[task] =
                        (ProcFile.value(named: "voluntary_ctxt_switches", in: status) ?? 0)
                        + (ProcFile.value(named: "nonvoluntary_ctxt_switches", in: status) ?? 0)
                }
            }
            return sample
        }

        /// Peak resident memory (VmHWM) in kilobytes, from /proc/PID/status.
        static func peakResidentKilobytes(pid: pid_t) -> Int? {
            ProcFile.read("/proc/\(pid)/status").flatMap { ProcFile.value(named: "VmHWM", in: $0) }
        }
    }

    /// The difference between two samples: what happened in between.
    struct ProcessCost: Codable {
        let cpuMilliseconds: Double
        let cpuTicks: Int
        /// From schedstat, over the threads alive at the end (exited threads are in the ticks).
        let runMilliseconds: Double
        let writeCalls: Int
        let bytesWritten: Int
        let contextSwitches: Int

        init(from start: ProcessSample, to end: ProcessSample) {
            cpuTicks = end.cpuTicks - start.cpuTicks
            cpuMilliseconds = Double(cpuTicks) * 1000 / ProcessSample.ticksPerSecond
            // Per thread: a thread that ended in between is missing from `end` and would
            // otherwise make the sum go backwards. Its time is in the ticks, not here.
            let run = end.runNanoseconds.reduce(UInt64(0)) { total, entry in
                let before = start.runNanoseconds[entry.key] ?? 0
                return total + (entry.value >= before ? entry.value - before : 0)
            }
            runMilliseconds = MonotonicClock.milliseconds(run)
            writeCalls = end.writeCalls - start.writeCalls
            bytesWritten = end.bytesWritten - start.bytesWritten
            // Per thread as well: an idle worker thread that Dispatch ends meanwhile takes its
            // switches with it, which made the difference negative.
            contextSwitches = end.switchesByThread.reduce(0) { total, entry in
                total + max(0, entry.value - (start.switchesByThread[entry.key] ?? 0))
            }
        }
    }
#endif
