import FileAccess
import Platform

extension GitRevision {
    /// Runs git with its output in a pipe, standard error discarded; the bytes printed, or
    /// a failure naming the file and revision.
    static func run(_ arguments: [String], file: String, revision: String) throws(Failure) -> [UInt8] {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(message: "cannot run git (\(describeErrno(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, "git", &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw Failure(message: "cannot run git (\(describeErrno(spawned)))")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= largestFile {
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        guard bytes.count <= largestFile else {
            throw Failure(message: "\(file) at \(revision) is larger than \(largestFile) bytes")
        }
        // A normal exit with status 0: WIFEXITED and WEXITSTATUS by their definitions.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw Failure(message: "git has no \(file) at \(revision) (git show failed)")
        }
        return bytes
    }
}
