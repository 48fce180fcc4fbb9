import ButtonKitTestSupport
import Foundation
import Testing

/// Every command's `--format`: the values its `--help` lists are the values it refuses
/// others with, and each one prints something (a command never accepts a format its
/// result cannot render).
@Suite("--format: listed, refused and rendered from one declaration")
struct OutputFormatCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// Each command with `--format`, and arguments that give it something to print.
    static let commands: [[String]] = [
        ["audit", "--content-size", "m", "--appearance", "light", "--contrast", "normal", "--direction", "ltr"],
        ["buttons", "check", "Buttons/examples/send.json"],
        ["themes", "check", "Themes/default.json"],
        ["diff", "Buttons/examples/send.json", "Buttons/examples/like.json"],
        ["play", "--keys", "s"],
        ["render", "--button", "follow"],
        ["gallery", "--button", "follow"],
    ]

    /// The values `--help` lists for `--format` (`(values: text, json, junit; default: text)`).
    func listedFormats(_ command: [String]) throws -> [String] {
        let words = command.prefix { !$0.hasPrefix("-") && !$0.hasSuffix(".json") }
        let help = try cli.run(Array(words) + ["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        let option = try #require(help.range(of: "--format <format> "), "\(words) has no --format")
        let values = try #require(help[option.upperBound...].range(of: "(values: "))
        let list = help[values.upperBound...].prefix { $0 != ";" && $0 != ")" }
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test(arguments: commands)
    func everyListedFormatPrintsAndNoOtherIsAccepted(_ command: [String]) throws {
        let formats = try listedFormats(command)
        #expect(formats.first == "text", "\(command): \(formats)")
        for format in formats {
            let result = try cli.run(command + ["--format", format])
            #expect(result.status == 0 || result.status == 1, "\(command) --format \(format): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(command) --format \(format) printed nothing")
        }
        let refused = try cli.run(command + ["--format", "bogus"])
        #expect(refused.status == 64)
        let quoted = formats.map { "'\($0)'" }
        // ArgumentParser's wording: 'a' and 'b'; 'a', 'b' or 'c'.
        let choices =
            quoted.count == 2
            ? quoted.joined(separator: " and ")
            : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
        #expect(refused.stderr.contains("Please provide one of \(choices)."), "\(refused.stderr)")
    }
}
