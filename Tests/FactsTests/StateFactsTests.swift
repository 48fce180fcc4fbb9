import ButtonKit
import ButtonKitTestSupport
import DeviceLook
import Facts
import Testing
import Theming

@Suite struct StateFactsTests {
    static let localization = Localization(locale: .en, development: BuiltInFixture.board.developmentLocale)

    /// Every reachable state of every built-in button, with geometry, in `environment`.
    static func all(_ environment: DisplayEnvironment = .standard) -> [StateFacts] {
        let theme = Theme.builtInDefault.resolved(for: environment).theme
        return BuiltInFixture.board.buttons.flatMap {
            ButtonFacts.states(
                of: $0, theme: theme, environment: environment, localization: localization, detail: .withGeometry)
        }
    }

    @Test func anIndicatorBesideATitleSitsOnTheLeadingSideAndMirrorsRightToLeft() throws {
        let ltr = Self.all()
        let rtl = Self.all(DisplayEnvironment(direction: .rtl))
        #expect(ltr.count == rtl.count)
        var compared = 0
        for (left, right) in zip(ltr, rtl) where left.showsSpinner {
            let leftGeometry = try #require(left.geometry)
            let rightGeometry = try #require(right.geometry)
            guard !leftGeometry.content.titleLines.isEmpty else { continue }
            let leftLead = try #require(leftGeometry.content.leadCentre)
            let rightLead = try #require(rightGeometry.content.leadCentre)
            #expect(leftLead.x < leftGeometry.content.titleCentre.x, "\(left.button) \(left.flags)")
            #expect(rightLead.x > rightGeometry.content.titleCentre.x, "\(right.button) \(right.flags)")
            // Mirrored about the button's centre.
            #expect(abs(leftLead.x + rightLead.x - leftGeometry.width) < 0.01)
            compared += 1
        }
        #expect(compared > 0, "the built-in board has a loading state with a title")
    }

    @Test func aSpinnerWithoutATitleIsCentredAndTheButtonKeepsAtLeastTheHitTargetHeight() throws {
        // Loading hides the title through its exact slot; loading with highlighted or
        // focused finds no slot of its own and falls back to the normal title, as UIKit does.
        let follow = Self.all().filter { $0.button == "follow" && $0.showsSpinner && $0.title.isEmpty }
        #expect(follow.count == 6)
        for facts in follow {
            let geometry = try #require(facts.geometry)
            #expect(geometry.content.titleLines.isEmpty)
            let lead = try #require(geometry.content.leadCentre)
            #expect(abs(lead.x - geometry.width / 2) < 0.01)
            #expect(geometry.content.lead == .spinner(diameter: 20))
            #expect(geometry.height >= 44)
        }
    }

    @Test func aDisabledStateSendsNothingAndReadsDimmed() throws {
        let disabled = try #require(
            Self.all().first { $0.button == "primary" && $0.flags == ["disabled"] })
        #expect(!disabled.isEnabled)
        #expect(disabled.tap.events.isEmpty)
        #expect(disabled.reads.hasSuffix("dimmed, button"))
        #expect(disabled.tap.outcomes.isEmpty)
    }

    @Test func theDarkCounterpartGivesTheDarkPage() throws {
        let light = try #require(Self.all().first { $0.button == "primary" })
        let dark = try #require(Self.all(DisplayEnvironment(appearance: .dark)).first { $0.button == "primary" })
        #expect(light.colors.page != dark.colors.page)
        #expect(dark.environment.appearance == .dark)
    }

    @Test func theRecordCarriesTheGeometryRoundedToHundredths() throws {
        let facts = try #require(Self.all().first { $0.button == "modal" })
        let record = StateFactsRecord(facts)
        let layout = try #require(record.layout)
        let geometry = try #require(facts.geometry)
        #expect(layout.width == (geometry.width * 100).rounded() / 100)
        #expect(layout.titleLines == geometry.content.titleLines)
        #expect(record.enabled == facts.isEnabled)
        #expect(record.state == "normal")
        #expect(record.tapEvents == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }
}
