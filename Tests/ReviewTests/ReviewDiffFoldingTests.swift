import ButtonKit
import Testing

@testable import Review

/// Folding a diff's state changes across locales is linear in the changes: it compared
/// each change with every one kept before it, so 100,000 changes (a large board in two
/// locales) made billions of comparisons and did not finish; looked up by key, they fold
/// at once, in the same order and with the same locales as before.
@Suite("diff folding")
struct ReviewDiffFoldingTests {
    static func change(_ kind: ReviewDiff.Kind, _ label: String, _ locale: LocaleTag, fields: [String] = [])
        -> ReviewDiff.StateChange
    {
        ReviewDiff.StateChange(
            kind: kind, label: label, locales: [locale], old: nil, new: nil,
            fields: fields.map { (name: $0, old: "#000000", new: "#FFFFFF") })
    }

    @Test func aLargeDiffFoldsEachStateOnce() {
        let count = 50_000
        var changes: [ReviewDiff.StateChange] = []
        for locale: LocaleTag in ["en", "zh"] {
            for index in 0..<count { changes.append(Self.change(.changed, "s\(index)", locale, fields: ["fg"])) }
        }
        let folded = ReviewDiff.folded(changes)
        #expect(folded.count == count)
        #expect(folded.first?.label == "s0" && folded.last?.label == "s\(count - 1)")
        #expect(folded.allSatisfy { $0.locales == ["en", "zh"] })
    }

    @Test func onlyChangesThatDifferAlikeFold() {
        let folded = ReviewDiff.folded([
            Self.change(.changed, "a", "en", fields: ["fg"]),
            Self.change(.added, "b", "en"),
            Self.change(.added, "c", "en", fields: ["fg"]),
            Self.change(.changed, "a", "zh", fields: ["bg"]),
            Self.change(.added, "b", "zh"),
            Self.change(.added, "c", "zh", fields: ["fg"]),
            Self.change(.changed, "a", "fr", fields: ["fg"]),
        ])
        #expect(folded.map(\.label) == ["a", "b", "c", "a", "c"])
        #expect(folded.map { $0.locales.map(\.rawValue) } == [["en", "fr"], ["en", "zh"], ["en"], ["zh"], ["zh"]])
    }
}
