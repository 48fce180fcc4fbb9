import ButtonKit
import ButtonKitTestSupport
import Foundation
import SwiftExport
import Testing
import Theming

/// What the exported class draws and how it runs: per-state spinner colours, Dynamic Type,
/// colours with dark-mode and Increase Contrast counterparts, the file's width, a
/// configuration button's tint and corners, and the machine without its stand-ins.
@Suite("export swift: appearance and behaviour", .serialized)
struct AppearanceExportTests {
    static func export(_ id: String, board: BoardDefinition = BuiltInFixture.board, theme: Theme = .builtInDefault)
        throws -> SwiftExporter.Export
    {
        let button = try #require(board.button(ButtonID(rawValue: id)))
        return try SwiftExporter.export(button, board: board, theme: theme, source: "test")
    }

    static func exampleBoard(_ name: String) throws -> BoardDefinition {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/\(name)")
        return try BuiltInFixture.board(json: String(contentsOf: url, encoding: .utf8)).get().board
    }

    @Test func theSpinnerTakesEachStatesColourAndTheTitleScalesWithDynamicType() throws {
        let export = try Self.export("follow")
        let swift = export.files[0].contents
        let follow = try #require(BuiltInFixture.board.button("follow"))
        // The disabled look's spinner is the disabled foreground, not the normal one, and
        // follows dark mode and Increase Contrast as the default theme's counterparts do: a
        // colour set named after the token, its four appearances the four themes' colours.
        let disabled = try ExpectedColor.builtInDefaultHexes {
            $0.style(variant: "primary", size: .medium, state: .disabled, customStates: follow.states).style.spinner
        }
        let token = "theme.color.foreground.disabled"
        #expect(swift.contains("0x2: Colors.named(\"\(token)\"),  // .disabled"))
        let appearances = try ExpectedColor.appearances(of: token, in: export)
        #expect(appearances.map(\.hex) == disabled)
        #expect(appearances.allSatisfy { $0.alpha == 1 })
        #expect(swift.contains("UIColor(named: name, in: FollowButton.bundle, compatibleWith: nil)"))
        #expect(swift.contains("nonisolated private static var bundle: Bundle { Bundle(for: FollowButton.self) }"))
        #expect(swift.contains("spinner.color = Self.lookup(Self.spinnerColors, state) ?? currentTitleColor"))
        #expect(swift.contains("titleLabel?.font = Metrics.fontMetrics.scaledFont(for: Metrics.font)"))
        #expect(swift.contains("titleLabel?.adjustsFontForContentSizeCategory = true"))
        #expect(
            swift.contains(
                "Metrics.fontMetrics.scaledValue(for: Metrics.paddingX, compatibleWith: traitCollection).rounded()"))
        // `width: fit` follows the shown title and the spinner beside it.
        #expect(swift.contains("var content = measure(title, width: .greatestFiniteMagnitude).width"))
        #expect(swift.contains("if lead > 0 { content += lead + (title.isEmpty ? 0 : Metrics.gap) }"))
        #expect(!swift.contains("widestTitles"))
    }

    @Test func aWidestButtonReservesItsWidestTitleInEveryState() throws {
        let swift = try Self.export("modal").files[0].contents
        for key in ["download", "downloading", "install", "installing", "complete"] {
            #expect(swift.contains("    String(localized: \"modal.machine.\(key).title\""), "\(key)")
        }
        // A hidden title keeps its room: `widest` keeps its width while loading, with room for the
        // spinner or image beside the widest title.
        #expect(
            swift.contains("content = max(content, widest + max(Metrics.spinnerSize, font.pointSize) + Metrics.gap)"))
    }

    @Test func aThemeWithCounterpartsExportsDynamicColoursThatTypeCheck() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let url = BuiltProduct.packageRoot.appendingPathComponent("Themes/examples/github-primer.theme.json")
        let theme = try ThemeLoader.load(contentsOf: url).get()
        let dark = try #require(theme.counterparts[.dark])
        let export = try Self.export("follow", theme: theme)
        let follow = try #require(BuiltInFixture.board.button("follow"))
        let light = theme.style(variant: "primary", size: .medium, state: .normal, customStates: follow.states).style
        let night = dark.style(variant: "primary", size: .medium, state: .normal, customStates: follow.states).style
        // The colour set is named after the team's token (Primer's), not the role.
        let token = try #require(
            theme.roleColor(.foreground, variant: "primary", state: .normal, customStates: follow.states)?.token)
        #expect(!token.hasPrefix("color.button"))
        #expect(export.files[0].contents.contains("setTitleColor(Colors.named(\"\(token)\"), for: .normal)"))
        let appearances = try ExpectedColor.appearances(of: token, in: export)
        #expect(appearances.map(\.hex).prefix(2) == [light.foreground.hex, night.foreground.hex])
        let result = try StandIn.typeCheck(
            export.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, standIn: standIn)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aConfigurationButtonTakesTheThemesTintAndCorners() throws {
        let board = try Self.exampleBoard("configuration.json")
        let swift = try Self.export("save", board: board).files[0].contents
        let export = try Self.export("save", board: board)
        let tint = try ExpectedColor.builtInDefaultHexes { $0.configurationTint(variant: "success") }
        let token = "theme.color.background.success"
        #expect(swift.contains("tintColor = Colors.named(\"\(token)\")"))
        #expect(try ExpectedColor.appearances(of: token, in: export).map(\.hex) == tint)
        // The theme's radius is a pill: the file names no corner style, so capsule.
        #expect(swift.contains("config.cornerStyle = .capsule"))
        // A file's own corner style wins.
        let tinted = try Self.export("tinted", board: board).files[0].contents
        #expect(tinted.contains("config.cornerStyle = .medium") && !tinted.contains(".capsule"))
    }

    /// The outcomes example: the request's `after: network` only sends `succeed`, the
    /// simulator's stand-in for the server. The export has no timer for it, and the app
    /// reports the result with `succeed()` or `fail()`.
    @Test func sendTransitionsAreLeftToTheApp() throws {
        let board = try Self.exampleBoard("follow-outcomes.json")
        let swift = try Self.export("follow-request", board: board).files[0].contents
        #expect(swift.contains("func succeed() {\n        handle(.succeed)\n    }"))
        #expect(swift.contains("func fail() {\n        handle(.fail)\n    }"))
        #expect(!swift.contains("1200"))
        #expect(swift.contains("startTimer(after: .milliseconds(4000)) { $0.timerFired(0) }"))
        #expect(!swift.contains("Task.sleep(for: duration)"))
        // The built-in follow button's `after: step` waits for the app, unless a step delay is set.
        let follow = try Self.export("follow").files[0].contents
        #expect(follow.contains("var stepDelay: Duration?"))
        #expect(
            follow.contains(
                "if let stepDelay { startTimer(after: stepDelay) { $0.finishStep(isSelected: !$0.isSelected) } }"))
        #expect(follow.contains("func finishStep(isSelected: Bool) {"))
        #expect(follow.contains("func stepFailed() {"))
    }

    /// A title that shows counters interpolates them, formatted for the user's locale; the
    /// catalog holds format strings (positional when there are several, so a translation
    /// may reorder them); a counter's change sets the titles again.
    @Test func countersInTitlesAreInterpolatedAndFollowTheirValues() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let json = #"""
            {"locales": ["en", "de"], "buttons": [{"id": "score", "width": "widest",
              "titles": {"normal": {"en": "{won} won, {lost} lost (100%)", "de": "{lost} verloren, {won} gewonnen"}},
              "machine": {"initial": "on", "context": {"won": 1, "lost": 2}, "states": {
                "on": {"title": "Score {won}", "on": {"tap": {"actions": ["increment won"]}}}}}}]}
            """#
        let board = try BuiltInFixture.board(json: json).get().board
        let export = try Self.export("score", board: board)
        let swift = export.files[0].contents
        #expect(swift.contains(#"defaultValue: "\(won.formatted()) won, \(lost.formatted()) lost (100%)""#))
        #expect(swift.contains("didSet { refreshTitles() }"))
        #expect(
            swift.contains(
                #"case .on: String(localized: "score.machine.on.title", defaultValue: "Score \(won.formatted())""#))
        let catalog = export.files[3].contents
        #expect(catalog.contains(#""value" : "%1$@ won, %2$@ lost (100%%)""#))
        #expect(catalog.contains(#""value" : "%2$@ verloren, %1$@ gewonnen""#))
        #expect(catalog.contains(#""value" : "Score %@""#))
        let result = try StandIn.typeCheck(
            export.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, standIn: standIn)
        #expect(result.status == 0, "\(result.output)")
    }

    /// Previews and tests show the flow x the review set by default, the flow's first (DESIGN
    /// section 21), and every state code can reach with `--all` (`states: .every`).
    @Test func previewsAndTestsShowTheReviewStatesOrWithAllEveryReachableState() throws {
        let board = BuiltInFixture.board
        let follow = try #require(board.button("follow"))
        let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
        func counts(_ export: SwiftExporter.Export) -> (previews: Int, rows: Int) {
            (
                export.files[1].contents.components(separatedBy: "#Preview(").count - 1,
                export.files[2].contents.components(separatedBy: "states.append(Reviewed(name: ").count - 1
            )
        }
        let reviewed = try Self.export("follow")
        let review = ReviewStates.entries(for: follow, localization: localization)
        #expect(counts(reviewed).previews == review.count)
        #expect(counts(reviewed).rows == review.count)
        // The flow first: the initial state as the machine leaves it, then the next machine state.
        #expect(reviewed.files[1].contents.contains(#"#Preview("idle · normal")"#))
        let previews = reviewed.files[1].contents
        let idle = try #require(previews.range(of: #"#Preview("idle · normal")"#))
        let requesting = try #require(previews.range(of: #"#Preview("requesting · loading")"#))
        #expect(idle.lowerBound < requesting.lowerBound)
        #expect(!previews.contains("reviewed states with focus are not here"))
        #expect(previews.contains("--all"))

        let every = try SwiftExporter.export(
            follow, board: board, theme: .builtInDefault, source: "test", states: .every)
        let reachable = ReachableStates.entries(for: follow, localization: localization)
        let withoutFocus = reachable.filter { !$0.state.contains(.focused) }
        #expect(counts(every).previews == counts(every).rows)
        #expect(counts(every).previews > review.count && counts(every).previews <= withoutFocus.count)
        #expect(Set(withoutFocus.compactMap(\.mode)) == ["idle", "requesting"])
        #expect(every.files[1].contents.contains("reviewed states with focus are not here"))
        #expect(every.files[2].contents.contains("/// Every state the button can reach shows what was reviewed."))
        #expect(
            every.files[2].contents.contains(
                "button.finishStep(isSelected: !button.isSelected)\n            #expect(button.mode == .idle)"))
    }

    /// The stand-ins catch what the SDK would: a wrong argument type, a main-actor call from
    /// a nonisolated function or a detached task, a non-Sendable static, a wrong override.
    @Test(arguments: [
        "final class A: UIButton { func f() { setTitle(1, for: .normal) } }",
        "nonisolated func f(_ b: UIButton) { b.setTitle(\"x\", for: .normal) }",
        "enum M { static let metrics = UIFontMetrics(forTextStyle: .body) }",
        "final class A: UIButton { func f() { Task.detached { self.isSelected = true } } }",
        "final class A: UIButton { override var isEnabled: Int { get { 0 } set {} } }",
    ])
    func theStandInRefusesWhatTheSDKRefuses(source: String) throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let result = try StandIn.typeCheck([("Mistake.swift", "import UIKit\n" + source + "\n")], standIn: standIn)
        #expect(result.status != 0, "\(source)")
    }
}
