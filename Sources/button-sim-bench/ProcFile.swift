#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Glibc

    /// Reads small /proc files with plain `open` and `read`: /proc reports a size of 0, and
    /// a process that just exited makes every read fail, which callers see as `nil`.
    enum ProcFile {
        static func read(_ path: String) -> String? {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if count < 0 { return nil }
                if count == 0 { break }
                bytes.append(contentsOf: buffer[0..<count])
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The first integer after `name:` on its line, as in "VmHWM:  4321 kB" or "syscw: 12".
        static func value(named name: String, in text: String) -> Int? {
            for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
                let rest = line.dropFirst(name.count + 1)
                return rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
            }
            return nil
        }
    }
#endif
