import Foundation
import Testing

@testable import Theming

/// Token files a pull request could make hostile: `$extends` whose copies double at each
/// level, a group of more members than any design system has, paths nested too deep. Each is
/// refused in one line naming the token path and the bound; none counts seconds.
@Suite("Token bounds")
struct TokenBoundsTests {
    /// The minimal theme with `extra` (JSON members, comma-separated) as the root's first
    /// members.
    static func theme(with extra: String) -> String {
        "{\n" + extra + ",\n" + ThemeFixture.minimal.json.dropFirst(2)
    }

    @Test func extendsThatDoubleAtEachLevelAreRefusedAtTheBound() {
        // a1 holds a0's token twice, a2 a1's tokens twice, ...: 2^30 tokens at a30, which the
        // old loader copied one by one.
        var groups = ["\"a0\": {\"$type\": \"color\", \"t\": {\"$value\": \"#000000\"}}"]
        for level in 1...30 {
            groups.append(
                "\"a\(level)\": {\"$extends\": \"{a\(level - 1)}\", \"n\(level)\": {\"$extends\": \"{a\(level - 1)}\"}}"
            )
        }
        let text = Self.theme(with: groups.joined(separator: ",\n"))
        #expect(text.utf8.count - ThemeFixture.minimal.json.utf8.count < 2_000)
        #expect(
            problemLines(text) == [
                "bad.json: a14: $extends {a13} copies more than 20000 tokens in all (at most 20000 are allowed)"
            ])
    }

    @Test func extendsAreAppliedInnermostFirst() throws {
        // `outer` extends `base`, whose inner group extends `palette`: the inner copy is made
        // first, so `outer` sees it.
        let text = Self.theme(
            with: """
                "palette": {"$type": "color", "ink": {"$value": "#123456"}},
                "outer": {"$extends": "{base}"},
                "base": {"inner": {"$extends": "{palette}"}}
                """
        ).replacingOccurrences(of: "\"{theme.color.black}\"", with: "\"{outer.inner.ink}\"")
        let theme = try ThemeLoader.load(data: Data(text.utf8), fileName: "good.json").get()
        #expect(theme.chrome.text == RGBColor(red: 0x12, green: 0x34, blue: 0x56))
    }

    @Test func aGroupOfMoreThanTenThousandMembersIsRefused() {
        let members = (0...TokenTreeLimits.maximumGroupMembers).map { "\"t\($0)\": {\"$value\": \"#000000\"}" }
        let text = Self.theme(with: "\"big\": {\"$type\": \"color\", " + members.joined(separator: ", ") + "}")
        #expect(
            problemLines(text) == ["bad.json: big: a group of more than 10000 members (at most 10000 are allowed)"])
    }

    @Test func aGroupOfTenThousandMembersLoads() {
        let members = (1...TokenTreeLimits.maximumGroupMembers).map { "\"t\($0)\": {\"$value\": \"#000000\"}" }
        let text = Self.theme(with: "\"big\": {\"$type\": \"color\", " + members.joined(separator: ", ") + "}")
        #expect(problemLines(text) == [])
    }

    @Test func pathsNestedMoreThanThirtyTwoDeepAreRefused() {
        let names = (1...33).map { "g\($0)" }
        let open = names.map { "\"\($0)\": {" }.joined()
        let text = Self.theme(with: open + "\"$type\": \"color\"" + String(repeating: "}", count: 33))
        #expect(
            problemLines(text) == [
                "bad.json: \(names.joined(separator: ".")): nested more than 32 levels deep (at most 32 are allowed)"
            ])
    }
}
