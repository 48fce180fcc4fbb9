import ButtonKit
import Theming

/// `<Class>Tests.swift`: a Swift Testing suite that holds the shipped class to the reviewed
/// contract: one parameterised test over the reviewed states (the flow x the review set, or
/// every reachable state with `--all`: title, colours, `isEnabled`, what VoiceOver reads), a
/// tap and each outcome the app reports, every unguarded transition of the machine, its timers
/// on a clock the test moves, and the colours of dark mode and Increase Contrast resolved
/// through traits. Written to run on a simulator as it is; `scripts/verify-export` runs it
/// against the UIKit model.
struct TestWriter {
    let writer: ButtonClassWriter
    let entries: [ReachableStates.Entry]
    /// Whether `entries` is every reachable state (`--all`, or where every review state has
    /// focus, which code cannot set) rather than the review states.
    let every: Bool
    /// The app module the test imports with `@testable import`.
    let module: String
    let theme: Theme
    /// How many reachable states were left out because they have focus.
    let focused: Int

    func write() -> String {
        var out = SwiftSource()
        let name = writer.className
        let definition = writer.definition
        let development = writer.board.developmentLocale
        let configuration = definition.configuration != nil
        out.line("//")
        out.line("//  \(name)Tests.swift")
        out.line("//")
        out.line("//  Made by `button-sim export swift --button \(writer.id)`: the states and transitions reviewed")
        out.line("//  in the simulator, as the shipped \(name) must show them. Titles are checked in the")
        out.line(
            "//  development language (\(SwiftNames.comment(AppleLocale.tag(development)))); colours in light mode, and through"
        )
        out.line("//  the traits in dark mode and with Increase Contrast.")
        if focused > 0 {
            out.line(
                "//  The \(focused) reviewed states with focus are not here: UIKit's focus cannot be set from code.")
        }
        out.line("//")
        out.line()
        let timed = hasTimerTests
        if timed { out.line("import Synchronization") }
        out.line("import Testing")
        out.line("import UIKit")
        out.line("@testable import \(module)")
        out.line()
        out.doc("The reviewed contract of `\(name)`.")
        out.line("@MainActor")
        out.block("struct \(name)Tests") { body in
            rowType(&body, configuration: configuration)
            body.line()
            body.doc(
                every
                    ? "Every state the button can reach shows what was reviewed."
                    : "Each reviewed state (the machine's flow x the review set) shows what was reviewed.")
            body.line("@Test(arguments: Reviewed.states)")
            body.block("func reviewedState(_ reviewed: Reviewed)") { method in
                method.line("let button = \(name)(frame: .zero)")
                method.line("reviewed.restore(button)")
                if configuration { method.line("button.updateConfiguration()") }
                let shown = configuration ? "button.configuration?.title" : "button.currentTitle"
                method.line("if let title = reviewed.title { #expect((\(shown) ?? \"\") == title) }")
                if !configuration {
                    method.line("#expect(Self.rgb(button.currentTitleColor) == reviewed.titleColor)")
                    method.line("#expect(button.backgroundColor.flatMap { Self.rgb($0) } == reviewed.background)")
                }
                method.line("#expect(button.isEnabled == reviewed.isEnabled)")
                method.line(
                    "if let label = reviewed.accessibilityLabel { #expect(button.accessibilityLabel == label) }")
                method.line("#expect(button.accessibilityValue == reviewed.accessibilityValue)")
            }
            if definition.machine != nil {
                tapsAndOutcomes(&body)
                transitions(&body)
                guardedTransitions(&body)
                if timed { timers(&body) }
            }
            if !configuration { traits(&body) }
            helpers(&body)
        }
        if timed { manualClock(&out) }
        return out.text
    }

    /// The `Reviewed` row type and its table: one row per reachable state.
    private func rowType(_ out: inout SwiftSource, configuration: Bool) {
        let name = writer.className
        out.doc("One reviewed state: how code puts the button there, and what it shows there.")
        out.block("struct Reviewed: Sendable, CustomTestStringConvertible") { body in
            body.doc("The state, as the review names it.")
            body.line("let name: String")
            body.doc("Puts a fresh button in the state, as code would.")
            body.line("let restore: @MainActor @Sendable (\(name)) -> Void")
            body.doc("The title in the development language; `nil` where it shows a counter.")
            body.line("let title: String?")
            if !configuration {
                body.doc("The title and background colours in light mode, `0xRRGGBB`; `nil`: transparent.")
                body.line("let titleColor: UInt32?")
                body.line("let background: UInt32?")
            }
            body.line("let isEnabled: Bool")
            body.doc("What VoiceOver reads as the name, where the review declared it, and after it.")
            body.line("let accessibilityLabel: String?")
            body.line("let accessibilityValue: String?")
            body.line("var testDescription: String { name }")
            body.line()
            body.doc("The reviewed states, in the review's order (the flow's first).")
            body.line("static let states: [Reviewed] = makeStates()")
            body.line()
            body.doc(
                "One `append` a row: the type checker takes each on its own (one array literal of closures takes it minutes)."
            )
            body.block("private static func makeStates() -> [Reviewed]") { function in
                function.line("var states: [Reviewed] = []")
                for entry in entries { function.line("states.append(" + row(entry) + ")") }
                function.line("return states")
            }
        }
    }

    /// One row of the table.
    private func row(_ entry: ReachableStates.Entry) -> String {
        let definition = writer.definition
        let button = entry.button
        var arguments: [String] = ["name: \(SwiftNames.literal(writer.stateName(entry)))"]
        arguments.append("restore: { $0.restore(\(writer.restoreArguments(entry))) }")
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
        let reading = button.flags.activeStates.first { $0.accessibilityLabel != nil }
        if let label = definition.accessibilityLabel {
            let text = label.resolved(for: localization.locale, development: localization.development)
            arguments.append("accessibilityLabel: \(SwiftNames.literal(text))")
        } else if let reading, definition.configuration == nil {
            // The name is the title the button shows without the state (its own may be empty).
            let name =
                reading.bit.isEmpty
                ? button.titles.lookup(.normal, default: "").value
                : button.titles.lookup(entry.state.subtracting(reading.state), default: "").value
            arguments.append("accessibilityLabel: \(SwiftNames.literal(name))")
        } else {
            arguments.append("accessibilityLabel: nil")
        }
        let value = reading?.accessibilityLabel.map {
            SwiftNames.literal($0.resolved(for: localization.locale, development: localization.development))
        }
        arguments.append("accessibilityValue: \(value ?? "nil")")
        return "Reviewed(\(arguments.joined(separator: ", ")))"
    }

    /// A tap from each state the machine reaches, sent as UIKit sends it (`.primaryActionTriggered`,
    /// for a touch, a keyboard activation or `performPrimaryAction()`), then each outcome the app
    /// may report in the state it leads to: the machine must be there at once, and move on.
    private func tapsAndOutcomes(_ out: inout SwiftSource) {
        guard let machine = writer.definition.machine else { return }
        let flow = MachineFlow(
            writer.definition,
            localization: Localization(
                locale: writer.board.developmentLocale, development: writer.board.developmentLocale))
        let byName = Dictionary(machine.states.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        for step in flow.steps {
            guard let state = byName[step.mode], step.button.flags.isEnabled,
                let tap = ButtonClassWriter.shipped(machine.candidates(for: MachineEvent.tap, in: state)).first,
                tap.guardCondition == nil, let target = tap.target, let targetState = byName[target],
                targetState.always.isEmpty
            else { continue }
            var outcomes: [(call: String, target: String, expect: [String])] = []
            for event in writer.definition.events {
                if let next = ButtonClassWriter.shipped(machine.candidates(for: event.name, in: targetState)).first,
                    next.guardCondition == nil, let to = next.target
                {
                    outcomes.append(("\(writer.eventCase(event.name))()", to, []))
                }
            }
            if let stepDelay = writer.shippedDelays(targetState).step.first,
                let next = ButtonClassWriter.shipped(stepDelay.1.candidates).first, next.guardCondition == nil,
                let to = next.target
            {
                let answers = writer.stepAnswers
                if answers.isEmpty {
                    outcomes.append(("finishStep()", to, []))
                } else {
                    let before = step.button.flags
                    let values = answers.map { property in (property, !Self.flag(property, in: before, writer)) }
                    outcomes.append(
                        (
                            "finishStep(" + values.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")", to,
                            values.map { "#expect(button.\($0.0) == \($0.1))" }
                        ))
                    outcomes.append(
                        ("stepFailed()", to, values.map { "#expect(button.\($0.0) == \(!$0.1))" }))
                }
            }
            if outcomes.isEmpty { outcomes.append(("", target, [])) }
            for outcome in outcomes {
                let arrow = outcome.call.isEmpty ? "" : " -> \(outcome.call) -> \(outcome.target)"
                lines.append(
                    "do {  // \(SwiftNames.comment(step.mode)) -> tap -> \(SwiftNames.comment(target))\(SwiftNames.comment(arrow))"
                )
                lines.append("    let button = \(writer.className)(frame: .zero)")
                lines.append("    button.restore(mode: .\(writer.modeCase(step.mode)))")
                lines.append("    button.sendActions(for: .primaryActionTriggered)")
                lines.append("    #expect(button.mode == .\(writer.modeCase(target)))")
                if let reached = flow.step(target), reached.arrival?.from == step.mode {
                    lines.append("    #expect(button.isEnabled == \(reached.button.flags.isEnabled))")
                }
                if !outcome.call.isEmpty {
                    lines.append("    button.\(outcome.call)")
                    lines.append("    #expect(button.mode == .\(writer.modeCase(outcome.target)))")
                    for line in outcome.expect { lines.append("    " + line) }
                }
                lines.append("}")
            }
        }
        guard !lines.isEmpty else { return }
        out.line()
        out.doc(
            """
            A tap moves the machine at once (so an outcome reported inside the app's own action is not
            lost), and each outcome the app reports moves it on.
            """)
        out.line("@Test")
        out.block("func tapThenEachOutcome()") { body in
            for line in lines { body.line(line) }
        }
    }

    /// Whether `property` (`isSelected`, a custom state's) is on in `flags`.
    private static func flag(_ property: String, in flags: ButtonFlags, _ writer: ButtonClassWriter) -> Bool {
        switch property {
        case "isSelected": return flags.isRequested(.selected)
        case "isHighlighted": return flags.isRequested(.highlighted)
        case "isEnabled": return flags.isEnabledRequested
        default:
            guard let named = writer.stateNames.first(where: { $0.property == property }) else { return false }
            return flags.isOn(.custom(named.state.name))
        }
    }

    /// One check per unguarded transition that ships: from its state, the event (or the end
    /// of the step) takes the machine to its target.
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
                "    #expect(button.mode == .\(writer.modeCase(target)))",
                "}",
            ]
        }
        let finish = "finishStep(" + writer.stepAnswers.map { "\($0): !button.\($0)" }.joined(separator: ", ") + ")"
        for state in machine.states {
            for name in names {
                check(
                    state, ButtonClassWriter.shipped(machine.candidates(for: name, in: state)).first,
                    call: "handle(.\(writer.eventCase(name)))")
            }
            if let step = writer.shippedDelays(state).step.first {
                check(state, ButtonClassWriter.shipped(step.1.candidates).first, call: finish)
            }
        }
        guard !lines.isEmpty else { return }
        out.line()
        out.doc("Every unguarded transition of the machine (taps, events and the end of a step) reaches its target.")
        out.line("@Test")
        out.block("func transitions()") { body in
            for line in lines { body.line(line) }
        }
    }

    /// Dark mode and Increase Contrast, resolved through the traits as UIKit resolves them:
    /// the first reviewed state's title and background colours in each of the four.
    private func traits(_ out: inout SwiftSource) {
        guard let first = entries.first else { return }
        let definition = writer.definition
        let themes = [
            ("UITraitCollection(userInterfaceStyle: .dark)", writer.traitThemes.dark),
            (
                "UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high)])",
                writer.traitThemes.highContrast
            ),
            (
                "UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high)])",
                writer.traitThemes.darkHighContrast
            ),
        ]
        out.line()
        out.doc(
            "Dark mode and Increase Contrast: the colours resolve through the traits to the theme's counterparts."
        )
        out.line("@Test")
        out.block("func darkModeAndIncreaseContrastResolveThroughTraits()") { body in
            body.line("let button = \(writer.className)(frame: .zero)")
            body.line("button.restore(\(writer.restoreArguments(first)))")
            for (traits, theme) in themes {
                let style = theme.buttonStyle(first.state, of: definition)
                body.block("do") { block in
                    block.line("let traits = \(traits)")
                    block.line(
                        "#expect(Self.rgb(button.currentTitleColor, in: traits) == 0x\(style.foreground.hex.dropFirst()))"
                    )
                    block.line(
                        "#expect(button.backgroundColor.flatMap { Self.rgb($0, in: traits) } == \(style.background.map { "0x" + $0.hex.dropFirst() } ?? "nil"))"
                    )
                }
            }
        }
    }

    private func helpers(_ out: inout SwiftSource) {
        out.line()
        out.doc("`0xRRGGBB` of a colour resolved for `traits` (light mode by default); `nil` for a transparent one.")
        out.block(
            "private static func rgb(_ color: UIColor, in traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) -> UInt32?"
        ) { body in
            body.line("let resolved = color.resolvedColor(with: traits)")
            body.line("var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0")
            body.line(
                "guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha), alpha > 0 else { return nil }")
            body.line("func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }")
            body.line("return byte(red) << 16 | byte(green) << 8 | byte(blue)")
        }
    }
}
