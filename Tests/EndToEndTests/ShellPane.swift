import ButtonKitTestSupport
import Foundation

/// An interactive shell (zsh, fish) in a tmux pane on a private server, with the built
/// `button-sim` first on PATH, for completion tests: type a line, press Tab, read the
/// screen. The folder it makes and the server go away with it.
final class ShellPane {
    let socket: String
    let directory: URL

    /// Starts `shell arguments` in a 120 x 30 pane, in the package root.
    init(_ shell: String, _ arguments: [String]) throws {
        guard let binary = BuiltBinary.url else { throw TmuxError("button-sim is not built") }
        socket = "buttonsim-shell-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let command =
            "cd \(TmuxSession.quote(BuiltProduct.packageRoot.path)) && env -i TERM=xterm-256color LANG=C.UTF-8 "
            + "HOME=\(TmuxSession.quote(directory.path)) PATH=\(TmuxSession.quote(path)) \(shell) "
            + arguments.map(TmuxSession.quote).joined(separator: " ")
        let status = TmuxSession.spawnAndWait([
            "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "120", "-y", "30",
            command,
        ])
        guard status == 0 else { throw TmuxError("tmux new-session failed (\(status))") }
    }

    deinit {
        let pids =
            (try? tmux(["display-message", "-p", "-t", "main", "#{pid} #{pane_pid}"]))?
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) } ?? []
        if pids.count == 2 { kill(-pids[1], SIGKILL) }
        _ = try? tmux(["kill-session", "-t", "main"])
        if let server = pids.first { kill(server, SIGKILL) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Types `text` literally, then the keys (tmux key names such as Tab or Enter).
    func type(_ text: String, then keys: String...) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
        if !keys.isEmpty { try tmux(["send-keys", "-t", "main"] + keys) }
    }

    /// Polls the screen every 50 ms until `predicate` holds, for at most 15 seconds.
    @discardableResult
    func waitFor(_ what: String, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(15)
        var screen = try tmux(["capture-pane", "-p", "-t", "main"])
        while !predicate(screen) {
            guard Date() < deadline else { throw TmuxError("timed out waiting for \(what); screen was:\n\(screen)") }
            usleep(50_000)
            screen = try tmux(["capture-pane", "-p", "-t", "main"])
        }
        return screen
    }

    /// Clears the line typed so far (Ctrl-U) and the screen (Ctrl-L) for the next check.
    func clear() throws {
        try tmux(["send-keys", "-t", "main", "C-u", "C-l"])
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try TmuxSession.run("/usr/bin/env", ["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
    }
}
