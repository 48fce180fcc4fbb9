import Foundation
import Testing

/// The example manifests in `Themes/examples/` drive the built-in board from published
/// token files as they are, and `themes check --verbose` names every role's source.
@Suite("example themes")
struct ExampleThemeTests {
    static let manifests = [
        "figma-sds", "figma-sds-dark", "github-primer", "github-primer-dark", "github-primer-high-contrast",
    ].map { "Themes/examples/\($0).theme.json" }

    @Test(arguments: manifests)
    func everyRoleHasASourceInTheTeamsFiles(manifest: String) throws {
        let cli = try ButtonSimCLI()
        let result = try cli.run(["themes", "check", "--verbose", manifest])
        #expect(result.status == 0, "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let summary = try #require(lines.first)
        // "N roles supplied": one explained line per role, each naming a team file.
        let supplied = summary.components(separatedBy: "; ").first { $0.hasSuffix(" not") }?
            .split(separator: " ").first.flatMap { Int($0) }
        let roles = lines.filter { $0.hasPrefix("    ") && $0.contains(" <- ") }
        #expect(roles.count == supplied)
        #expect(roles.count > 50)
        for line in roles where !line.contains("value written in") {
            #expect(
                line.contains("(Themes/examples/figma-sds/") || line.contains("(Themes/examples/github-primer/"),
                "\(line)")
        }
        // The board's variants are all there.
        for variant in ["primary", "secondary", "link", "success", "danger", "on-color"] {
            #expect(roles.contains { $0.hasPrefix("    color.button.\(variant).default.background <- ") })
        }
    }

    @Test func theBoardRunsWithAManifestAndItsCounterparts() throws {
        let cli = try ButtonSimCLI()
        let check = try cli.run([
            "buttons", "check", "Buttons/default.json", "--theme", "Themes/examples/github-primer.theme.json",
        ])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let play = try cli.run([
            "play", "--keys", "space wait:1s", "--format", "json", "--theme", "Themes/examples/figma-sds.theme.json",
        ])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("\"theme\" : \"figma-sds\"") || play.stdout.contains("\"theme\": \"figma-sds\""))
    }
}
