import Foundation
import Review
import Testing

/// ``ContractComparison``: lines matched by their key, so order alone is no difference.
@Suite("contract comparison")
struct ContractComparisonTests {
    static let header = "# button-sim contract v1 buttons=x.json locales=en themes=default"
    static let first = "button=a mode=- state=normal raw=0x0 locale=en theme=default title=A fg=#000000"
    static let second = "button=a mode=- state=selected raw=0x4 locale=en theme=default title=\"A b\" fg=#000000"

    @Test("the same lines in another order are no difference")
    func reorderedIsSame() {
        let old = [Self.header, Self.first, Self.second].joined(separator: "\n") + "\n"
        let new = [Self.header, Self.second, Self.first].joined(separator: "\n") + "\n"
        #expect(ContractComparison(old: old, new: new).isEmpty)
    }

    @Test("a changed quoted field is named with both values")
    func changedField() {
        let old = [Self.header, Self.first, Self.second].joined(separator: "\n")
        let new = [Self.header, Self.first, Self.second.replacingOccurrences(of: "\"A b\"", with: "\"A \\\" c\"")]
            .joined(separator: "\n")
        let comparison = ContractComparison(old: old, new: new)
        #expect(comparison.lines == ["~ a - selected 0x4 en default", "    title: \"A b\" -> \"A \\\" c\""])
    }

    @Test("a changed header is shown")
    func changedHeader() {
        let comparison = ContractComparison(
            old: Self.header + "\n" + Self.first,
            new: Self.header.replacingOccurrences(of: "en", with: "zh") + "\n" + Self.first)
        #expect(comparison.lines.first == "header changed:")
        #expect(comparison.lines.count == 3)
    }

    @Test("a state reached twice with other titles is matched by its order, so only the changed one is listed")
    func repeatedKey() {
        let again = Self.first.replacingOccurrences(of: "title=A", with: "title=Retry")
        let old = [Self.header, Self.first, again].joined(separator: "\n")
        let new = [Self.header, Self.first, again.replacingOccurrences(of: "Retry", with: "Again")].joined(
            separator: "\n")
        #expect(
            ContractComparison(old: old, new: new).lines == [
                "~ a - normal 0x0 en default #2", "    title: Retry -> Again",
            ])
    }

    @Test func statesOfOneKeyFoundInAnotherOrderAreNoDifference() {
        let again = Self.first.replacingOccurrences(of: "title=A", with: "title=Retry")
        let third = Self.first.replacingOccurrences(of: "title=A", with: "title=Third")
        let old = [Self.header, Self.first, again].joined(separator: "\n")
        let new = [Self.header, again, Self.first].joined(separator: "\n")
        #expect(ContractComparison(old: old, new: new).isEmpty)
        // A third state found first shifts the others, yet only it is new.
        let shifted = [Self.header, third, again, Self.first].joined(separator: "\n")
        let comparison = ContractComparison(old: old, new: shifted)
        #expect(comparison.changed.isEmpty && comparison.removed.isEmpty)
        #expect(comparison.added == [third])
    }

    @Test("lines of the committed contract are shown with their control and bidi characters spelled out")
    func committedLinesAreEscaped() {
        let hostile = Self.first.replacingOccurrences(of: "title=A", with: "title=\"\u{1B}[31m\u{202E}X\"")
        let gone = Self.second.replacingOccurrences(of: "state=selected", with: "state=\"s\u{9B}2J\u{2066}\"")
        let comparison = ContractComparison(
            old: ["\(Self.header)\u{1B}]0;PWNED\u{07}", hostile, gone].joined(separator: "\n"),
            new: [Self.header, Self.first].joined(separator: "\n"))
        #expect(
            comparison.lines == [
                "header changed:", "  - \(Self.header)\\x1B]0;PWNED\\x07", "  + \(Self.header)",
                "- button=a mode=- state=\"s\\u{9B}2J\\u{2066}\" raw=0x4 locale=en theme=default title=\"A b\" fg=#000000",
                "~ a - normal 0x0 en default", "    title: \"\\x1B[31m\\u{202E}X\" -> A",
            ])
    }

    @Test("a name given twice in a hand-edited line is compared occurrence by occurrence")
    func repeatedFieldNames() {
        let old = [Self.header, Self.first + " stray words"].joined(separator: "\n")
        let new = [Self.header, Self.first + " stray text"].joined(separator: "\n")
        #expect(
            ContractComparison(old: old, new: new).lines == ["~ a - normal 0x0 en default", "    ? #2: words -> text"])
    }

    @Test("one committed line of 100,000 fields compares in one pass (it took minutes when fields were searched)")
    func manyFieldsInOneLine() {
        let extra = (0..<100_000).map { " x\($0)=\($0)" }.joined()
        let comparison = ContractComparison(
            old: [Self.header, Self.first + extra].joined(separator: "\n"),
            new: [Self.header, Self.first].joined(separator: "\n"))
        let fields = comparison.changed.first?.fields ?? []
        #expect(fields.count == 100_000)
        #expect(fields.first.map { [$0.name, $0.old, $0.new] } == ["x0", "0", "(none)"])
    }

    @Test("20,000 committed states of one key pair by hashing, in any order")
    func manyStatesOfOneKey() {
        let states = (0..<20_000).map { Self.first.replacingOccurrences(of: "title=A", with: "title=T\($0)") }
        let old = ([Self.header] + states).joined(separator: "\n")
        let new = ([Self.header] + states.reversed()).joined(separator: "\n")
        #expect(ContractComparison(old: old, new: new).isEmpty)
    }
}
