import Figma
import Headless
import Testing
import Theming

/// `figma check` over the project's faithful drawing of each built-in button
/// (Tests/FigmaTests/Fixtures, written by make-builtin-fixtures.py): each reports nothing,
/// and one changed title and one changed fill in each are reported with both values.
@Suite("figma check of the built-in buttons' drawings")
struct FigmaBuiltInDrawingTests {
    /// Every built-in button but follow, whose drawings make-fixtures.py writes by hand.
    static let drawn = ["modal", "primary", "secondary", "link", "success", "danger", "on-color"]

    static func document(_ id: String) throws -> FigmaDocument {
        let path = FigmaCheckJobTests.fixtures.appendingPathComponent("\(id)-faithful.nodes.json").path
        return try FigmaCheckJob.load(design: path, map: nil).0
    }

    static func report(_ document: FigmaDocument) throws -> FigmaCheckReport {
        try FigmaCheckJob.report(HeadlessInput.load(buttons: nil), design: document, map: FigmaMap(), all: false)
    }

    @Test func everyBuiltInButtonHasADrawing() throws {
        let board = try HeadlessInput.load(buttons: nil).board
        #expect(board.buttons.map(\.id.rawValue).sorted() == (Self.drawn + ["follow"]).sorted())
    }

    @Test(arguments: drawn)
    func aFaithfulDrawingReportsNothing(_ id: String) throws {
        let document = try Self.document(id)
        let report = try Self.report(document)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
        #expect(report.notes.isEmpty, "\(report.notes)")
        #expect(report.pairs.map(\.button) == [id])
        #expect(report.pairs.first?.pairings.count == document.componentSets.first?.variants.count)
        #expect(report.lines.last?.hasPrefix("0 differences") == true)
    }

    @Test(arguments: drawn)
    func aChangedTitleAndFillAreReportedWithBothValues(_ id: String) throws {
        var document = try Self.document(id)
        var set = try #require(document.componentSets.first)
        let normal = try #require(set.variants.firstIndex { $0.name == "State=Default" })
        let pressed = try #require(set.variants.firstIndex { $0.name == "State=Pressed" })
        let title = try #require(set.variants[normal].texts.first?.characters)
        let white = try #require(RGBColor(hex: "#FFFFFF"))
        // The faithful drawing's fill is the code's (make-builtin-fixtures.py copied it), none for link.
        let fill = set.variants[pressed].fill?.color.resolved(over: white).hex
        set.variants[normal].texts[0].characters = "Drawn differently"
        set.variants[pressed].fill = FigmaPaint(color: FigmaColor(red: 1, green: 0, blue: 0))
        document.componentSets[0] = set
        let findings = try Self.report(document).findings
        #expect(findings.map(\.kind) == [.title, .fill], "\(findings.map(\.line))")
        #expect(findings.first?.drawn == #""Drawn differently""#)
        #expect(findings.first?.code == "\"\(title)\"")
        #expect(findings.last?.drawn == "#FF0000")
        #expect(findings.last?.code == fill)
        #expect((findings.last?.measure?.hasPrefix("ΔE00 ") ?? false) == (fill != nil))
        #expect(findings.allSatisfy { $0.fails })
    }
}
