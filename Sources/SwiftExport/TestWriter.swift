import ButtonKit
import Theming

/// `<Class>Tests.swift`: an XCTest case that holds the shipped class to the reviewed
/// contract: for every reachable state the title, colours, `isEnabled` and accessibility
/// label the simulator showed, and every unguarded transition of the machine.
struct TestWriter {
    let writer: ButtonClassWriter
    let entries: [ReachableStates.Entry]
    /// The app module the test imports with `@testable import`.
    let module: String
    let theme: Theme
    /// How many reachable states were left out because they have focus.
    let focused: Int

    /// Rows per test method, so no method grows past what the compiler handles well.
    static let rowsPerMethod = 100

    func write() -> String {
        var out = SwiftSource()
        let name = writer.className
        let definition = writer.definition
        let development = writer.board.developmentLocale
        out.line("//")
        out.line("//  \(name)Tests.swift")
        out.line("//")
        out.line("//  Made by `button-sim export swift --button \(writer.id)`: the states and transitions reviewed")
        out.line("//  in the simulator, as the shipped \(name) must show them. Titles are checked in the")
        out.line(
            "//  development language (\(SwiftNames.comment(AppleLocale.tag(development)))); colours in light mode.")
        if focused > 0 {
            out.line(
                "//  The \(focused) reviewed states with focus are not here: UIKit's focus cannot be set from code.")
        }
        out.line("//")
        out.line()
        out.line("import UIKit")
        out.line("import XCTest")
        out.line("@testable import \(module)")
        out.line()
        out.doc("The reviewed contract of `\(name)`.")
        out.block("final class \(name)Tests: XCTestCase") { body in
            let rows = entries.map(row)
            for (index, chunk) in stride(from: 0, to: rows.count, by: Self.rowsPerMethod).enumerated() {
                if index == 0 { body.doc("Every state the button can reach shows what was reviewed.") }
                body.line("@MainActor")
                body.block("func testReviewedStates\(index + 1)()") { method in
                    for row in rows[chunk..<min(chunk + Self.rowsPerMethod, rows.count)] {
                        for line in row { method.line(line) }
                    }
                }
                body.line()
            }
            if definition.machine != nil { transitions(&body) }
            helpers(&body, configuration: definition.configuration != nil)
        }
        return out.text
    }

    /// The lines checking one reachable state.
    private func row(_ entry: ReachableStates.Entry) -> [String] {
        let definition = writer.definition
        let button = entry.button
        var arguments: [String] = []
        let title = definition.configuration == nil ? button.titleLookup.value : button.configuration?.title ?? ""
        let raw =
            definition.configuration == nil
            ? button.titles.lookup(entry.state, default: "").value : button.configuration?.title ?? ""
        if !(definition.machine?.context.isEmpty ?? true) && raw.contains("{") {
            // Shows a counter: its value depends on the way the state was reached.
            arguments.append("title: nil")
        } else {
            arguments.append("title: \(SwiftNames.literal(title))")
        }
        if definition.configuration == nil {
            let style = theme.buttonStyle(entry.state, of: definition)
            arguments.append("titleColor: 0x\(style.foreground.hex.dropFirst())")
            arguments.append("background: \(style.background.map { "0x" + $0.hex.dropFirst() } ?? "nil")")
        }
        arguments.append("isEnabled: \(entry.flags.isEnabled)")
        let localization = Localization(
            locale: writer.board.developmentLocale, development: writer.board.developmentLocale)
        let declared =
            button.flags.activeStates.contains { $0.accessibilityLabel != nil } || definition.accessibilityLabel != nil
        arguments.append(
            "accessibilityLabel: "
                + (declared ? SwiftNames.literal(VoiceOver.label(for: button, localization: localization)) : "nil"))
        return [
            "do {  // \(SwiftNames.comment(writer.stateName(entry)))",
            "    let button = \(writer.className)(frame: .zero)",
            "    button.restore(\(writer.restoreArguments(entry)))",
            "    check(button, \(arguments.joined(separator: ", ")))",
            "}",
        ]
    }

    /// One check per unguarded transition that ships: from its state, the event (or
    /// `finishStep()`) takes the machine to its target.
    private func transitions(_ out: inout SwiftSource) {
        guard let machine = writer.definition.machine else { return }
        var lines: [String] = []
        let names = [MachineEvent.tap] + writer.definition.events.map(\.name)
        // By name once: a search per transition was quadratic in the machine's states.
        let byName = Dictionary(machine.states.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func check(_ state: MachineState, _ transition: MachineTransition?, call: String) {
            guard let transition, transition.guardCondition == nil, let target = transition.target,
                let targetState = byName[target], targetState.always.isEmpty
            else { return }
            lines += [
                "do {",
                "    let button = \(writer.className)(frame: .zero)",
                "    button.enter(.\(writer.modeCase(state.name)))",
                "    button.\(call)",
                "    XCTAssertEqual(button.mode, .\(writer.modeCase(target)))",
                "}",
            ]
        }
        for state in machine.states {
            for name in names {
                check(
                    state, ButtonClassWriter.shipped(machine.candidates(for: name, in: state)).first,
                    call: "handle(.\(writer.eventCase(name)))")
            }
            if let step = writer.shippedDelays(state).step.first {
                check(state, ButtonClassWriter.shipped(step.1.candidates).first, call: "finishStep()")
            }
        }
        guard !lines.isEmpty else { return }
        out.doc("Every unguarded transition of the machine (taps, events and `after: step`) reaches its target.")
        out.line("@MainActor")
        out.block("func testTransitions()") { body in
            for line in lines { body.line(line) }
        }
        out.line()
    }

    private func helpers(_ out: inout SwiftSource, configuration: Bool) {
        out.doc("Checks what one reviewed state shows; `nil` leaves a value unchecked.")
        out.line("@MainActor")
        let colours = configuration ? "" : "titleColor: UInt32, background: UInt32?, "
        out.block(
            "private func check(_ button: \(writer.className), title: String?, \(colours)isEnabled: Bool, accessibilityLabel: String?, file: StaticString = #filePath, line: UInt = #line)"
        ) { body in
            if configuration {
                body.line("button.updateConfiguration()")
                body.line(
                    "if let title { XCTAssertEqual(button.configuration?.title ?? \"\", title, file: file, line: line) }"
                )
            } else {
                body.line("if let title { XCTAssertEqual(button.currentTitle ?? \"\", title, file: file, line: line) }")
                body.line(
                    "XCTAssertEqual(Self.rgb(button.currentTitleColor), titleColor, \"title colour\", file: file, line: line)"
                )
                body.line(
                    "XCTAssertEqual(button.backgroundColor.flatMap(Self.rgb), background, \"background\", file: file, line: line)"
                )
            }
            body.line("XCTAssertEqual(button.isEnabled, isEnabled, \"isEnabled\", file: file, line: line)")
            body.block("if let accessibilityLabel") { inner in
                inner.line("XCTAssertEqual(button.accessibilityLabel, accessibilityLabel, file: file, line: line)")
            }
        }
        out.line()
        out.doc("`0xRRGGBB` of a colour in light mode; `nil` for a transparent one.")
        out.block("private static func rgb(_ color: UIColor) -> UInt32?") { body in
            body.line("let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))")
            body.line("var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0")
            body.line(
                "guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha), alpha > 0 else { return nil }")
            body.line("func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }")
            body.line("return byte(red) << 16 | byte(green) << 8 | byte(blue)")
        }
    }
}
