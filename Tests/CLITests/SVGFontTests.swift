import Foundation
import Testing

/// Chinese titles in SVG came out as boxes when rasterised on Linux without a CJK font:
/// the docs say which font to install, and both looks' SVG font lists name that font, so
/// installing it is all a machine needs.
@Suite("SVG fonts")
struct SVGFontTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test(arguments: [
        (["render", "--button", "modal", "--locale", "zh", "--format", "svg"], "Noto Sans Mono CJK SC"),
        (["render", "--button", "modal", "--locale", "zh", "--look", "device"], "Noto Sans CJK SC"),
    ])
    func theFontListNamesTheCJKFontTheDocsInstall(arguments: [String], font: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let family = result.stdout.split(separator: "font-family=\"").dropFirst().first?.prefix { $0 != "\"" }
        #expect(family?.contains(font) == true, "\(String(describing: family))")
        #expect(result.stdout.contains("下载"))
    }

    @Test(arguments: ["README.md", "docs/command-line.md"])
    func theDocsSayWhichFontToInstall(file: String) throws {
        let text = try String(
            contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent(file), encoding: .utf8)
        #expect(text.contains("`fonts-noto-cjk`"))
        #expect(text.contains("Noto Sans CJK SC") && text.contains("Noto Sans Mono CJK SC"))
    }
}
