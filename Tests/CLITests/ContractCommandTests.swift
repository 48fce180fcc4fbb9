import Foundation
import Testing

/// `contract` and `contract --check`: the checked-in contracts of `Buttons/examples`, the
/// same bytes on every run, and the exit codes and difference lines of a check.
@Suite("contract")
struct ContractCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// The example files that have a checked-in contract.
    static let examples = ["configuration", "confirm-delete", "follow-outcomes", "like", "send", "subscribe"]

    @Test("every example's checked-in contract is what contract prints, and --check passes", arguments: examples)
    func checkedInContract(_ name: String) throws {
        let committed = try String(
            contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent("Buttons/examples/\(name).contract"),
            encoding: .utf8)
        let printed = try cli.run(["contract", "--buttons", "Buttons/examples/\(name).json"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout == committed)
        let check = try cli.run([
            "contract", "--buttons", "Buttons/examples/\(name).json", "--check",
            "Buttons/examples/\(name).contract",
        ])
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix("contract: Buttons/examples/\(name).contract matches ("))
    }

    @Test("the contract is byte-identical across runs, themes and locales included")
    func byteIdentical() throws {
        let arguments = ["contract", "--theme", "default,dark,high-contrast", "--locale", "zh,en"]
        let first = try cli.run(arguments), second = try cli.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let lines = first.stdout.split(separator: "\n")
        #expect(
            lines.first == "# button-sim contract v1 buttons=built-in locales=zh,en themes=default,dark,high-contrast")
        // Every line after the header is one state.
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("button=") })
    }

    @Test("--check names each change once with its states counted, every state with --verbose, and exits 1")
    func checkDifferences() throws {
        let original = try String(
            contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent("Buttons/examples/like.contract"),
            encoding: .utf8)
        var lines = original.split(separator: "\n").map(String.init)
        // The committed contract had another title in the first state, lacked the second
        // state, and had a state the board no longer reaches.
        lines[1] = lines[1].replacingOccurrences(of: "title=\"♡ Like · 1,234\"", with: "title=\"Like\"")
        let dropped = lines.remove(at: 2)
        lines.append(
            "button=like mode=counting state=held raw=0x10000 locale=en theme=default title=Held title-from=x tokens=x fg=#000000 bg=clear border=none contrast=1.00 reads=x tap=x"
        )
        let file = cli.home.appendingPathComponent("like.contract")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try cli.run(["contract", "--buttons", "Buttons/examples/like.json", "--check", file.path])
        #expect(result.status == 1)
        // Each change once, with the states it touches.
        #expect(
            result.stdout == """
                contract: \(file.path) differs: 1 gone, 1 new, 1 changed
                ~ like: title "Like" -> "♡ Like · 1,234": mode counting, 1 state
                + like: states now reachable: mode counting, 1 state
                - like: states no longer reachable: mode counting, 1 state
                (--verbose lists every state that differs)

                """)
        let verbose = try cli.run([
            "contract", "--buttons", "Buttons/examples/like.json", "--check", file.path, "--verbose",
        ])
        #expect(verbose.status == 1)
        let out = verbose.stdout.split(separator: "\n").map(String.init)
        #expect(out.dropFirst(4).first == "details:")
        #expect(out.contains { $0.hasPrefix("- button=like mode=counting state=held raw=0x10000") })
        #expect(out.contains("+ \(dropped)"))
        #expect(out.contains("~ like counting normal 0x0 en default"))
        #expect(out.contains("    title: \"Like\" -> \"♡ Like · 1,234\""))
        // Nothing else is listed: the unchanged states are not.
        #expect(out.count == 9)
        let alone = try cli.run(["contract", "--verbose"])
        #expect(alone.status == 64)
        #expect(alone.stderr == "button-sim: --verbose goes with --check FILE\n")
    }

    @Test("--check refuses a missing file and a file that is not a contract, with exit 1")
    func checkBadFiles() throws {
        let missing = try cli.run(["contract", "--check", cli.home.appendingPathComponent("none.contract").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasSuffix("none.contract: cannot read the file (no such file)\n"))
        let other = cli.home.appendingPathComponent("other.contract")
        try "hello\n".write(to: other, atomically: true, encoding: .utf8)
        let notContract = try cli.run(["contract", "--check", other.path])
        #expect(notContract.status == 1)
        #expect(
            notContract.stderr
                == "button-sim: contract: \(other.path): not a contract (its first line must start '# button-sim contract ')\n"
        )
        let locale = try cli.run(["contract", "--locale", "fr"])
        #expect(locale.status == 64)
        #expect(locale.stderr == "button-sim: contract: built-in has no locale 'fr'; locales: en, zh\n")
    }
}
