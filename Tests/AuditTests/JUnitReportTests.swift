import Audit
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The junit report's structure: parsed as XML, one suite per button, one case per rule,
/// failures for findings and skips for waivers.
@Suite struct JUnitReportTests {
    @Test func junitHasASuitePerButtonAndACasePerRule() throws {
        let file = """
            {"buttons": [{"id": "tiny", "size": "small", "titles": {"normal": "Go"}}, \
            {"id": "link", "size": "small", "titles": {"normal": "More"}, \
            "audit": {"waive": {"hit-target": "an inline link"}}}]}
            """
        let report = Auditor.audit(try AuditFixtures.board(file), theme: .builtInDefault)
        let document = try XMLDocument(xmlString: report.junit)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["tiny", "link"])
        for suite in suites {
            let cases = suite.elements(forName: "testcase")
            #expect(
                cases.compactMap { $0.attribute(forName: "name")?.stringValue } == AuditRule.allCases.map(\.rawValue))
        }
        let tinyHit = try #require(
            suites[0].elements(forName: "testcase").first { $0.attribute(forName: "name")?.stringValue == "hit-target" }
        )
        let failure = try #require(tinyHit.elements(forName: "failure").first)
        #expect(
            failure.stringValue?.contains(
                "hit-target: small button 43 x 32 pt; needs 44 x 44 pt · tiny (normal) · en · xs") == true)
        let linkHit = try #require(
            suites[1].elements(forName: "testcase").first { $0.attribute(forName: "name")?.stringValue == "hit-target" }
        )
        #expect(
            linkHit.elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue
                == "waived: an inline link")
        #expect(suites[1].attribute(forName: "failures")?.stringValue == "0")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(root.attribute(forName: "tests")?.stringValue == "\(2 * AuditRule.allCases.count)")
    }

    @Test func aFindingSharedByTwoButtonsIsOneLineAndFailsBoth() throws {
        // Two ghosts on the surface's white: one colour pair at fault, two buttons.
        let ghost = #"{"style": "filled", "title": "Go", "baseBackgroundColor": "theme.color.palette.surface"}"#
        let file = """
            {"buttons": [{"id": "a", "configuration": \(ghost)}, {"id": "b", "configuration": \(ghost)}, \
            {"id": "c", "titles": {"normal": "Fine"}}]}
            """
        let report = Auditor.audit(try AuditFixtures.board(file), theme: .builtInDefault, rules: [.contrast])
        let pair = try #require(report.findings.first { $0.measured.hasPrefix("text 1.00:1 (#FFFFFF on #FFFFFF)") })
        #expect(pair.buttons.map(\.button) == ["a", "b"])
        #expect(report.findings.count == 2)
        let document = try XMLDocument(xmlString: report.junit)
        let suites = try #require(document.rootElement()).elements(forName: "testsuite")
        let failures = suites.map { $0.attribute(forName: "failures")?.stringValue }
        #expect(failures == ["1", "1", "0"])
        // Each button's failure names every state of that button the problem covers.
        let contrastOfB = try #require(
            suites[1].elements(forName: "testcase").first { $0.attribute(forName: "name")?.stringValue == "contrast" })
        let text = try #require(contrastOfB.elements(forName: "failure").first?.stringValue)
        #expect(text.contains("· b (normal; selected; focused; selected+focused) ·"))
        #expect(!text.contains("· a ("))
    }
}
