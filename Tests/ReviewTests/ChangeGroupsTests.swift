import Foundation
import Review
import Testing

/// ``ChangeGroups`` through ``ContractComparison/report(verbose:)``: each change once with
/// the states it touches counted, a reading that only follows the title counted under the
/// title, new and gone machine states and buttons as one line each, every state listed
/// only with `verbose`.
@Suite("change groups")
struct ChangeGroupsTests {
    static let header = "# button-sim contract v1 buttons=x.json locales=en themes=default"

    /// A contract line of button `button` in machine state `mode`.
    static func line(_ button: String, _ mode: String, _ state: String, _ raw: String, title: String, fg: String)
        -> String
    {
        "button=\(button) mode=\(mode) state=\(state) raw=\(raw) locale=en theme=default title=\(title) fg=\(fg) reads=\"\(title.replacingOccurrences(of: "\"", with: "")), button\""
    }

    /// The save button's idle and saved states in three flags, and a cancel button.
    static func contract(savedTitle: String, offline: Bool = false, cancel: Bool = true, fg: String = "#FFFFFF")
        -> String
    {
        var lines = [header]
        for (state, raw) in [("normal", "0x0"), ("highlighted", "0x1"), ("disabled", "0x2")] {
            lines.append(line("save", "idle", state, raw, title: "Save", fg: fg))
            lines.append(line("save", "saved", state, raw, title: savedTitle, fg: fg))
            if offline { lines.append(line("save", "offline", state, raw, title: "Offline", fg: fg)) }
            if cancel { lines.append(line("cancel", "-", state, raw, title: "Cancel", fg: fg)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a rename and a new machine state read in two lines; the details only with verbose")
    func renameAndNewState() {
        let comparison = ContractComparison(
            old: Self.contract(savedTitle: "Saved"),
            new: Self.contract(savedTitle: "\"All changes saved\"", offline: true))
        #expect(
            comparison.report(verbose: false) == [
                "~ save: title Saved -> \"All changes saved\": mode saved, 3 states",
                "+ save: new machine state offline: 3 states",
                "(--verbose lists every state that differs)",
            ])
        let verbose = comparison.report(verbose: true)
        #expect(Array(verbose.prefix(3)) == Array(comparison.report(verbose: false).prefix(2)) + ["details:"])
        #expect(Array(verbose.dropFirst(3)) == comparison.stateLines)
        // Each changed state lists its reading too: it is counted under the title above.
        #expect(comparison.stateLines.contains("    reads: \"Saved, button\" -> \"All changes saved, button\""))
        #expect(comparison.stateLines.count == 3 + 3 * 3)
    }

    @Test("a colour changed everywhere is one line naming the machine states it touches")
    func oneColourEverywhere() {
        let comparison = ContractComparison(
            old: Self.contract(savedTitle: "Saved"), new: Self.contract(savedTitle: "Saved", fg: "#EEEEEE"))
        #expect(
            comparison.groups.lines == [
                "~ save: fg #FFFFFF -> #EEEEEE: modes idle, saved, 6 states",
                "~ cancel: fg #FFFFFF -> #EEEEEE: 3 states",
            ])
    }

    @Test("a button gone and a machine state gone are one line each, after the changes")
    func goneButtonAndState() {
        let comparison = ContractComparison(
            old: Self.contract(savedTitle: "Saved", offline: true),
            new: Self.contract(savedTitle: "Saved!", cancel: false))
        #expect(
            comparison.groups.lines == [
                "~ save: title Saved -> Saved!: mode saved, 3 states",
                "- save: machine state offline gone: 3 states",
                "- button cancel gone: 3 states",
            ])
    }

    @Test("a header change comes first, and what a file wrote is escaped")
    func headerAndEscaping() {
        let comparison = ContractComparison(
            old: Self.contract(savedTitle: "Saved"),
            new: Self.contract(savedTitle: "Saved\u{1B}[2J").replacingOccurrences(
                of: "locales=en", with: "locales=en,de"))
        let report = comparison.report(verbose: false)
        #expect(report.first == "header changed:")
        #expect(report.count == 5)
        #expect(report.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B } })
    }
}
