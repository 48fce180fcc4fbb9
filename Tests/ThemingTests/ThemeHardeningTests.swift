import ButtonKit
import Foundation
import Testing

@testable import Theming

/// Hostile theme files from issue 12: long alias cycles, repeated keys and dimensions no
/// button can have. Each test checks the work done (output size), never the time.
@Suite("Theme hardening")
struct ThemeHardeningTests {
    /// The minimal theme with `count` extra colour tokens `c0 -> c1 -> ... -> c0`.
    static func themeWithCycle(of count: Int) -> String {
        let minimal = ThemeFixture.minimal.json
        var members: [String] = []
        members.reserveCapacity(count)
        for index in 0..<count {
            members.append("\"c\(index)\": {\"$type\": \"color\", \"$value\": \"{cycle.c\((index + 1) % count)}\"}")
        }
        // Insert the group as the root's first member.
        return "{\n\"cycle\": {" + members.joined(separator: ",\n") + "},\n" + minimal.dropFirst(2)
    }

    @Test func aTenThousandTokenCycleIsReportedOnceWithBoundedOutput() {
        let document = Self.themeWithCycle(of: 10_000)
        #expect(document.utf8.count > 300_000)
        let lines = problemLines(document, strict: true)
        #expect(lines.count == 1)
        let line = lines.first ?? ""
        #expect(line.hasPrefix("bad.json: cycle.c0: alias cycle of 10000 tokens: {cycle.c0} -> {cycle.c1} -> "))
        #expect(line.hasSuffix(" -> … 9968 more … -> {cycle.c0}"))
        // Each listed member once: the line does not grow with the cycle.
        #expect(line.utf8.count < 1_000)
        #expect(line.components(separatedBy: "{cycle.c5}").count == 2)
    }

    @Test func aShortCycleListsEveryMemberOnce() {
        let lines = problemLines(Self.themeWithCycle(of: 32), strict: true)
        #expect(lines.count == 1)
        let members = (0..<32).map { "{cycle.c\($0)}" } + ["{cycle.c0}"]
        #expect(lines == ["bad.json: cycle.c0: alias cycle " + members.joined(separator: " -> ")])
    }

    @Test func cycleOutputGrowsLinearlyWithTheFile() {
        // The report for a cycle twice as long is no longer (work done, not seconds).
        let small = problemLines(Self.themeWithCycle(of: 2_000)).joined().utf8.count
        let large = problemLines(Self.themeWithCycle(of: 4_000)).joined().utf8.count
        #expect(large <= small + 8)
    }

    @Test func aDuplicateValueKeyIsRefusedNamingTheKeyAndItsLine() {
        let fixture = ThemeFixture.minimal.setting(
            "theme.color.white", "{\"$value\": \"#ffffff\",\n \"$value\": \"#000000\"}")
        let lines = fixture.problemLines()
        #expect(lines.count == 1)
        #expect(lines.first?.contains(": duplicate key \"$value\" (first at line ") == true, "\(lines)")
    }

    @Test func aDuplicateTypeKeyIsRefused() {
        let fixture = ThemeFixture.minimal.setting(
            "theme.color.white", "{\"$type\": \"color\", \"$type\": \"dimension\", \"$value\": \"#ffffff\"}")
        let lines = fixture.problemLines()
        #expect(lines.count == 1)
        #expect(lines.first?.contains("duplicate key \"$type\"") == true, "\(lines)")
    }

    @Test func aDuplicateKeyNamesTheLineOfTheFirst() {
        let text = "{\n  \"theme\": {},\n  \"x\": 1,\n  \"theme\": {}\n}\n"
        #expect(problemLines(text) == ["bad.json: line 4, column 3: duplicate key \"theme\" (first at line 2)"])
    }

    @Test(arguments: [
        ("theme.height.button.md", 4096, "height 4096 pt is outside 8...200 pt"),
        ("theme.height.button.sm", 4, "height 4 pt is outside 8...200 pt"),
        ("theme.padding-x.button.sm", 101, "padding 101 pt is outside 0...100 pt"),
        ("theme.radius.button.default", 1000, "radius 1000 pt is outside 0...999 pt"),
        ("theme.border-width.button.default", 9, "border width 9 pt is outside 0...8 pt"),
    ])
    func dimensionsAreBoundedToWhatAButtonCanBe(path: String, points: Int, message: String) {
        let fixture = ThemeFixture.minimal.setting(path, ThemeFixture.token("{\"value\": \(points), \"unit\": \"px\"}"))
        #expect(fixture.problemLines() == ["bad.json: \(path): \(message)"])
    }

    @Test func remDimensionsAreBoundedInPoints() {
        let fixture = ThemeFixture.minimal.setting(
            "theme.height.button.md", ThemeFixture.token("{\"value\": 256, \"unit\": \"rem\"}"))
        #expect(fixture.problemLines() == ["bad.json: theme.height.button.md: height 4096 pt is outside 8...200 pt"])
    }

    @Test func theLargestAllowedDimensionsLoad() {
        var fixture = ThemeFixture.minimal
        for (path, points) in [
            ("theme.height.button.md", 200), ("theme.height.button.sm", 8), ("theme.padding-x.button.md", 100),
            ("theme.radius.button.default", 999), ("theme.border-width.button.default", 8),
        ] {
            fixture.set(path, ThemeFixture.token("{\"value\": \(points), \"unit\": \"px\"}"))
        }
        #expect(fixture.problemLines() == [])
    }
}
