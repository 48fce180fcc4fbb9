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
        #expect(failure.stringValue?.contains("tiny · normal · xs · en · hit-target: small button 43 x 32 pt") == true)
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
}
