import Figma
import Foundation
import Headless
import JSONSupport
import Testing

/// `figma check` in process, over the project's drawings of the built-in follow button
/// (Tests/FigmaTests/Fixtures): a faithful one reports nothing, one drawn with deliberate
/// differences reports each with both values.
@Suite("figma check job")
struct FigmaCheckJobTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FigmaTests/Fixtures")

    static func report(_ name: String, map: FigmaMap = FigmaMap(), all: Bool = false) throws -> FigmaCheckReport {
        let (document, _) = try FigmaCheckJob.load(design: fixtures.appendingPathComponent(name).path, map: nil)
        return try FigmaCheckJob.report(HeadlessInput.load(buttons: nil), design: document, map: map, all: all)
    }

    @Test func aFaithfulDrawingReportsNoDifference() throws {
        let report = try Self.report("follow-faithful.nodes.json")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
        #expect(report.passed)
        #expect(report.pairs.map(\.button) == ["follow"])
        #expect(
            report.pairs.first?.pairings.map(\.state) == [
                "idle normal", "idle highlighted", "idle disabled", "idle selected", "idle selected mutual",
                "idle disabled loading", "idle highlighted selected",
            ])
    }

    @Test func eachDeliberateDifferenceIsReportedWithBothValues() throws {
        let report = try Self.report("follow-different.file.json")
        let lines = report.findings.map(\.line)
        #expect(
            lines == [
                #"Follow -> follow: variant "State=Pressed" (idle highlighted): fill drawn #2A6FD6, code #084298 (ΔE00 16.33 > 2.0)"#,
                #"Follow -> follow: variant "State=Selected" (idle selected): title drawn "Following", code "Followed""#,
                #"Follow -> follow: variant "State=Hover": iOS has no such state (not compared)"#,
                "Follow -> follow: state selected mutual: no variant draws it",
            ])
        #expect(!report.passed)
        #expect(report.findings.filter(\.fails).map(\.kind) == [.fill, .title, .undrawn])
        #expect(report.notes.contains { $0.contains(#"unknown property type "SLOT""#) })
        #expect(report.lines.last == "3 differences (colours equal within ΔE00 2.0, lengths within 0.5 pt)")
    }

    @Test func theMapWaivesADifferenceAndNamesAState() throws {
        var map = FigmaMap()
        map.waivers = ["Follow": ["undrawn selected mutual": "drawn in the profile file"]]
        let report = try Self.report("follow-different.file.json", map: map)
        #expect(report.findings.filter(\.fails).map(\.kind) == [.fill, .title])
        #expect(report.findings.contains { $0.waiver == "drawn in the profile file" })
        map.states = ["Follow": ["Hover": "highlighted"]]
        let mapped = try Self.report("follow-different.file.json", map: map)
        #expect(mapped.pairs.first?.pairings.last?.variant == "State=Hover")
        #expect(!mapped.findings.contains { $0.kind == .noIOSState })
    }

    @Test func everyReachableStateIsExpectedWithAll() throws {
        let report = try Self.report("follow-faithful.nodes.json", all: true)
        #expect(report.findings.allSatisfy { $0.kind == .undrawn })
        #expect(report.findings.contains { $0.subject == "highlighted disabled" })
    }

    @Test func aSetNamedLikeNoButtonIsRefusedInOneLine() throws {
        let json = #"{"document": {"type": "COMPONENT_SET", "id": "1:1", "name": "Nothing", "children": []}}"#
        let document = try FigmaReader.parse(Data(json.utf8)).get()
        #expect(throws: HeadlessFailure.self) {
            try FigmaCheckJob.report(HeadlessInput.load(buttons: nil), design: document, map: FigmaMap(), all: false)
        }
    }

    @Test func aMalformedDesignOrMapIsOneLineNamingTheFileAndPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let design = folder.appendingPathComponent("design.json")
        try Data(#"{"document": {"type": 7}}"#.utf8).write(to: design)
        #expect(
            throws: HeadlessFailure("figma check: \(design.path): document.type: expected a string, found a number")
        ) {
            try FigmaCheckJob.load(design: design.path, map: nil)
        }
        let map = folder.appendingPathComponent("map.json")
        try Data(#"{"sets": {"Follow": 1}}"#.utf8).write(to: map)
        let good = Self.fixtures.appendingPathComponent("follow-faithful.nodes.json").path
        #expect(
            throws: HeadlessFailure("figma check: --map \(map.path): sets.Follow: expected a string, found a number")
        ) {
            try FigmaCheckJob.load(design: good, map: map.path)
        }
    }
}
