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
}
