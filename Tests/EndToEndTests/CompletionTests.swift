import ButtonKitTestSupport
import Foundation
import Testing

/// The completion scripts `button-sim --generate-completion-script` writes, run in the
/// shells themselves: option values come from the program (button ids of the file given,
/// state and machine-state names of the button given, event names in a key script, theme
/// names, locales), path options complete files.
@Suite("Shell completions offer values", .serialized)
struct CompletionTests {
    /// Writes the script for `shell` into a new folder; the caller removes the folder.
    func script(_ shell: String, name: String) throws -> (folder: URL, file: URL) {
        let binary = try #require(BuiltBinary.url)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        let text = try TmuxSession.run(binary.path, ["--generate-completion-script", shell])
        try Data(text.utf8).write(to: file)
        return (folder, file)
    }

    /// Bash: the completion function called as bash-completion calls it, for each line.
    @Test func bashCompletesIdsStatesThemesLocalesAndFiles() throws {
        let (folder, file) = try script("bash", name: "button-sim.bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = folder.appendingPathComponent("driver.sh")
        try Data(
            """
            source "$1"
            shift
            for line in "$@"; do
              COMP_LINE="$line"; COMP_POINT=${#COMP_LINE}
              read -ra COMP_WORDS <<< "$COMP_LINE"
              [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
              COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
              COMPREPLY=()
              _button-sim button-sim "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
              printf '%s\\n' "${COMPREPLY[@]}" | LC_ALL=C sort | tr '\\n' ' '; echo
            done
            """.utf8
        ).write(to: driver)
        let binary = try #require(BuiltBinary.url)
        let lines = [
            "button-sim render --button ",
            "button-sim render --button follow --state m",
            "button-sim gallery --buttons Buttons/examples/subscribe.json --button ",
            "button-sim render --buttons Buttons/examples/subscribe.json --button subscribe --state selected,p",
            "button-sim run --theme ",
            "button-sim play --buttons Buttons/examples/subscribe.json --locale ",
            "button-sim play --buttons Buttons/examples/su",
            "button-sim buttons check Buttons/examples/c",
            "button-sim --",
            "button-sim render --button modal --mode ",
            "button-sim play --buttons Buttons/examples/follow-outcomes.json --keys event:",
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", driver.path, file.path] + lines
        process.currentDirectoryURL = BuiltProduct.packageRoot
        process.environment = [
            "PATH": binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8",
        ]
        let output = folder.appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let stdout = try String(contentsOf: output, encoding: .utf8)
        #expect(process.terminationStatus == 0)
        #expect(
            stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "danger follow link modal on-color primary secondary success ",
                "mutual ",
                "subscribe ",
                "selected,pending ",
                "dark default high-contrast high-contrast-light ",
                "en zh ",
                "Buttons/examples/subscribe.json ",
                "Buttons/examples/configuration.json Buttons/examples/confirm-delete.json ",
                "--help --version ",
                "complete download downloading install installing ",
                "event:fail event:succeed ",
                "",
            ])
    }

    @Test(
        .enabled(
            if: ["/bin/zsh", "/usr/bin/zsh"].contains { FileManager.default.isExecutableFile(atPath: $0) },
            "zsh is not installed"))
    func zshCompletesIdsAndStates() throws {
        let (folder, _) = try script("zsh", name: "_button-sim")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try ShellPane("zsh", ["-f"])
        try pane.type("fpath=(\(folder.path) $fpath); autoload -Uz compinit && compinit -u; PS1='> '", then: "Enter")
        try pane.type("button-sim render --button ", then: "Tab")
        try pane.waitFor("the button ids") { $0.contains("on-color") && $0.contains("secondary") }
        try pane.clear()
        try pane.type("button-sim render --button follow --state ", then: "Tab")
        try pane.waitFor("the state names") { $0.contains("highlighted") && $0.contains("mutual") }
        try pane.clear()
        try pane.type("button-sim run --theme hi", then: "Tab")
        try pane.waitFor("the theme name") { $0.contains("--theme high-contrast") }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
    func fishCompletesIdsAndStates() throws {
        let (folder, file) = try script("fish", name: "button-sim.fish")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try ShellPane("fish", ["--no-config"])
        try pane.type("source \(file.path)", then: "Enter")
        try pane.type("button-sim render --button follow --state ", then: "Tab")
        try pane.waitFor("the state names") { $0.contains("highlighted") && $0.contains("mutual") }
        try pane.clear()
        try pane.type("button-sim gallery --button ", then: "Tab")
        try pane.waitFor("the button ids") { $0.contains("on-color") && $0.contains("secondary") }
    }
}
