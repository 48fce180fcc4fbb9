import ButtonKit
import ButtonKitTestSupport
import SwiftExport
import Testing
import Theming

/// The exported class behaves as reviewed: `restore(mode:)` applies the machine state's
/// entry, borders and metrics follow the traits, the height never drops below 44 pt, the
/// app's tap reaches the machine at once, VoiceOver keeps the name while loading, and the
/// exported tests drive the class through taps and outcomes with Swift Testing.
@Suite("export swift: reviewed behaviour")
struct ReviewedBehaviourExportTests {
    static func files(_ id: String) throws -> [String] {
        let button = try #require(BuiltInFixture.board.button(ButtonID(rawValue: id)))
        return try SwiftExporter.export(button, board: BuiltInFixture.board, theme: .builtInDefault, source: "test")
            .files.map(\.contents)
    }

    /// `restore(mode: .downloading)` is the disabled "Downloading..." the flow reaches, not an
    /// enabled one; the previews and tests name only what differs from it.
    @Test func restoreAppliesTheMachineStatesEntry() throws {
        let files = try Self.files("modal")
        #expect(
            files[0].contains("let isEnabled = isEnabled ?? ![.downloading, .installing, .complete].contains(mode)"))
        #expect(
            files[1].contains(
                "#Preview(\"downloading · disabled\") {\n    let button = ModalButton(frame: .zero)\n    button.restore(mode: .downloading)\n"
            ))
        #expect(files[2].contains("name: \"downloading · disabled\", restore: { $0.restore(mode: .downloading) }"))
        let follow = try Self.files("follow")
        #expect(follow[0].contains("self.isLoading = isLoading ?? [.requesting].contains(mode)"))
    }

    /// The border's colour, width and the radius are resolved for the traits, and again on
    /// every change of appearance, contrast or text size: no CGColor kept from light mode. The
    /// corners are continuous.
    @Test func bordersAndRadiusFollowTheTraits() throws {
        let swift = try Self.files("follow")[0]
        #expect(
            swift.contains(
                "let border = Self.lookup(Self.borders, state)?.resolvedColor(with: traitCollection).cgColor"))
        #expect(swift.contains("layer.borderWidth = hasBorder ? Metrics.borderWidth(for: traitCollection) : 0"))
        // The high-contrast themes give a normal follow a border the light theme does not have,
        // read from another token: its colour set is named after the role's own token (not
        // `theme.color.border.none`, which would hold black), clear (alpha 0) in light and dark.
        #expect(swift.contains("0x0: Colors.named(\"theme.color.button.primary.default.border\"),  // .normal"))
        #expect(swift.contains("UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self"))
        // The built-in themes: a pill in light, 8 pt in dark, 4 pt with Increase Contrast; 2 pt borders there.
        #expect(swift.contains("resolved(traits, light: 99, dark: 8, highContrast: 4, darkHighContrast: 4)"))
        #expect(swift.contains("resolved(traits, light: 1, dark: 1, highContrast: 2, darkHighContrast: 2)"))
        #expect(
            swift.contains("layer.cornerRadius = min(Metrics.cornerRadius(for: traitCollection), bounds.height / 2)"))
        // Rounded as UIKit's own backgrounds are (the model declares CALayer.cornerCurve as the SDK does).
        #expect(swift.contains("layer.cornerCurve = .continuous"))
    }

    /// A small button is still 44 pt tall, a wrapped title adds its lines, and the title's
    /// weight is the theme's in each state: the secondary variant's regular, semibold once
    /// selected, set as the state changes; follow's semibold in every state, one font.
    @Test func theHeightNeverDropsBelow44AndGrowsWithLines() throws {
        let json = """
            {"buttons": [{"id": "tiny", "size": "small", "variant": "secondary", "titles": {"normal": "Go"}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        let swift = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "test").files[0]
            .contents
        #expect(swift.contains("static let height: CGFloat = 44"))
        #expect(swift.contains("return CGSize(width: width, height: oneLine + max(0, titleHeight - font.lineHeight))"))
        #expect(swift.contains("static let fontSize: CGFloat = 15"))
        #expect(
            swift.contains(
                """
                        var weight = UIFont.Weight.regular
                        if state.contains(.selected) { weight = .semibold }
                        return UIFont.systemFont(ofSize: Metrics.fontSize, weight: weight)
                """))
        #expect(
            swift.contains(
                "titleLabel?.font = Metrics.fontMetrics.scaledFont(for: Self.font(for: state), compatibleWith: traitCollection)"
            ))
        #expect(
            try Self.files("follow")[0].contains("static let font = UIFont.systemFont(ofSize: 17, weight: .semibold)"))
    }

    /// The machine takes the tap at once on `.primaryActionTriggered` (touch, keyboard and
    /// `performPrimaryAction()`), never a Task later; the follow's step ends with the
    /// server's answer or a failure instead of flipping the selection.
    @Test func theTapReachesTheMachineAtOnceAndTheAnswerIsTheServers() throws {
        let swift = try Self.files("follow")[0]
        #expect(
            swift.contains("addAction(UIAction { [unowned self] _ in handle(.tap) }, for: .primaryActionTriggered)"))
        #expect(!swift.contains(".touchUpInside)"))
        #expect(!swift.contains("Task { @MainActor in self?.handle(.tap) }"))
        #expect(swift.contains("self.isSelected = isSelected  // the server's answer"))
        #expect(!swift.contains("isSelected.toggle()"))
    }

    /// While loading, VoiceOver reads the name (the title without loading) with "Loading" as
    /// the value, and the spinner's stop is announced.
    @Test func voiceOverKeepsTheNameWhileLoading() throws {
        let files = try Self.files("follow")
        #expect(files[0].contains("if isLoading { return title(for: state.subtracting(Self.loading)) }"))
        #expect(files[0].contains("override var accessibilityValue: String?"))
        #expect(files[0].contains("\"follow.state.loading.accessibilityValue\", defaultValue: \"Loading\""))
        #expect(
            files[0].contains(
                "UIAccessibility.post(notification: .announcement, argument: accessibilityLabel ?? currentTitle)"))
        #expect(files[2].contains("accessibilityLabel: \"Follow\", accessibilityValue: \"Loading\")"))
    }

    /// The exported tests: Swift Testing, one parameterised test over the reviewed states, a
    /// tap sent as UIKit sends it and each outcome, the timers on a clock the test moves, dark
    /// mode and Increase Contrast through traits.
    @Test func theExportedTestsDriveTheClass() throws {
        let tests = try Self.files("follow")[2]
        #expect(tests.contains("import Testing"))
        #expect(!tests.contains("XCTest"))
        #expect(tests.contains("@Test(arguments: Reviewed.states)"))
        let tapped = [
            "button.sendActions(for: .primaryActionTriggered)", "#expect(button.mode == .requesting)",
            "#expect(button.isEnabled == false)", "button.finishStep(isSelected: true)",
            "#expect(button.mode == .idle)", "#expect(button.isSelected == true)",
        ]
        #expect(tests.contains(tapped.joined(separator: "\n            ")))
        #expect(tests.contains("button.stepFailed()"))
        #expect(tests.contains("UITraitCollection(accessibilityContrast: .high)"))
        // The step run by `stepDelay` on the test's clock: not a millisecond early, then on.
        let timed = [
            "button.clock = clock", "button.stepDelay = .milliseconds(1000)", "button.restore(mode: .requesting)",
            "await settle { clock.sleepers > 0 }", "#expect(clock.advance(by: .milliseconds(999)) == 0)",
            "#expect(button.mode == .requesting)", "#expect(clock.advance(by: .milliseconds(1)) > 0)",
            "await settle { button.mode == .idle }", "#expect(button.mode == .idle)",
        ]
        #expect(tests.contains(timed.joined(separator: "\n            ")))
        #expect(tests.contains("private final class ManualClock: Clock, Sendable"))
        let modal = try Self.files("modal")[2]
        #expect(modal.contains("button.finishStep()\n            #expect(button.mode == .install)"))
    }

    /// An image that matches an SF Symbol uses it; any other is a named asset the export lists.
    @Test func imagesAreSFSymbolsOrListedAssets() throws {
        let modal = try Self.files("modal")[0]
        #expect(modal.contains("UIImage(systemName: \"heart.fill\")"))
        #expect(modal.contains("UIImage(systemName: \"suit.club.fill\")"))
        #expect(!modal.contains("UIImage(named:"))
        let json = """
            {"buttons": [{"id": "odd", "titles": {"normal": "Odd"}, "images": {"normal": "☺"}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        let export = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "test")
        #expect(export.files[0].contents.contains("setImage(UIImage(named: \"odd.normal\"), for: .normal)"))
        #expect(export.assets == ["add an image asset named odd.normal (☺ in the button file)"])
    }
}
