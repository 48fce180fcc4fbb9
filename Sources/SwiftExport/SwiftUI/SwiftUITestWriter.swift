import ButtonKit

/// Writes `<Name>SwiftUITests.swift`: Swift Testing tests of the look table against the
/// reviewed contract (title, label and value keys, selected trait, spinner, image of every
/// reachable state under SwiftUI's rules), and of the machine: every state of the flow
/// reached as the app reaches it, and every unguarded transition taken from it.
struct SwiftUITestWriter {
    let twin: SwiftUITwin
    let module: String

    func write() -> String {
        var out = SwiftSource()
        out.line("//")
        out.line("//  \(twin.name)SwiftUITests.swift")
        out.line("//")
        out.line(
            "//  Made by `button-sim export swiftui --button \(twin.id)`: the reviewed contract under SwiftUI's rules")
        out.line("//  (`button-sim contract --framework swiftui`) as the team's own tests of \(twin.name).swift.")
        out.line("//")
        out.line()
        out.line("import SwiftUI")
        out.line("import Testing")
        out.line("@testable import \(module)")
        out.line()
        out.doc("The `\(twin.id)` button's SwiftUI twin against its review.")
        out.line("@MainActor")
        out.line("@Suite(\(SwiftNames.literal("\(twin.id) button, SwiftUI twin")))")
        out.block("struct \(twin.name)SwiftUITests") { body in
            table(&body)
            if twin.definition.machine != nil { transitions(&body) }
        }
        return out.text
    }

    // MARK: The look table

    private func table(_ out: inout SwiftSource) {
        out.doc("What the review says one state shows.")
        out.block("struct Reviewed: Sendable, CustomTestStringConvertible") { body in
            body.line("var name: String")
            body.line("var title: String?")
            body.line("var label: String?")
            body.line("var value: String?")
            body.line("var isSelected: Bool")
            body.line("var showsSpinner: Bool")
            body.line("var image: String?")
            body.line("var state: \(twin.stateName)")
            body.line("var testDescription: String { name }")
        }
        out.line()
        out.doc("Every reachable state's catalog keys and reading, from the review.")
        out.line("nonisolated static let contract: [Reviewed] = [")
        out.depthIn { entries in
            for row in twin.rows {
                let image = row.systemImage ?? row.imageAsset
                entries.line("Reviewed(")
                entries.depthIn { fields in
                    fields.packed(
                        [
                            "name: \(SwiftNames.literal(twin.stateLabel(row)))", "title: \(optional(row.title?.key))",
                            "label: \(optional(row.label?.key))", "value: \(optional(row.value?.key))",
                            "isSelected: \(row.flags.contains(SystemFlag.selected.name))",
                            "showsSpinner: \(row.facts.showsSpinner)", "image: \(optional(image))",
                        ], trailing: ",")
                    fields.call("state: .init", row.keyArguments(twin))
                }
                entries.line("),")
            }
        }
        out.line("]")
        out.line()
        out.block("@Test func theTableHasARowForEveryReachableStateAndNoOther()") { body in
            body.line("#expect(\(twin.lookName).table.count == Self.contract.count)")
            body.line("#expect(Set(Self.contract.map(\\.state)) == Set(\(twin.lookName).table.keys))")
        }
        out.line()
        out.block("@Test(arguments: contract) func eachStateShowsItsReviewedLook(_ reviewed: Reviewed) throws") {
            body in
            let resource = twin.resourceCall(from: "model.")
            body.line("let look = try #require(\(twin.lookName).table[reviewed.state])")
            if !twin.counters.isEmpty { body.line("let model = \(twin.modelName)()") }
            body.line("#expect(look.title?\(resource).key == reviewed.title)")
            body.line("#expect(look.label?\(resource).key == reviewed.label)")
            body.line("#expect(look.value?\(resource).key == reviewed.value)")
            body.line("#expect(look.isSelected == reviewed.isSelected)")
            body.line("#expect(look.showsSpinner == reviewed.showsSpinner)")
            body.line("#expect((look.systemImage ?? look.imageAsset) == reviewed.image)")
        }
        out.line()
        out.block("@Test func aPressExistsOnlyWhileEnabled()") { body in
            body.line("let shown = \(twin.stateName)().shown(isPressed: true, isEnabled: false, isFocused: false)")
            body.line("#expect(!shown.isPressed)")
        }
    }

    private func optional(_ text: String?) -> String { text.map(SwiftNames.literal) ?? "nil" }

    // MARK: The machine

    private func transitions(_ out: inout SwiftSource) {
        let routes = SwiftUIRoutes(twin: twin).routes
        out.line()
        out.doc("A clock whose sleeps end at once: the design timers fire on the next turn of the main actor.")
        out.block("struct ImmediateClock: Clock") { body in
            body.line("var now: ContinuousClock.Instant { ContinuousClock.now }")
            body.line("var minimumResolution: Duration { .zero }")
            body.line("func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {")
            body.line("    try Task.checkCancellation()")
            body.line("}")
        }
        out.line()
        out.doc("Lets the model's timer tasks run until it reaches `mode` (a bounded number of turns, never a sleep).")
        out.block("func settle(_ model: \(twin.modelName), at mode: \(twin.stateName).Mode) async") { body in
            body.line("for _ in 0..<1000 where model.mode != mode { await Task.yield() }")
        }
        for route in routes {
            out.line()
            out.block("@Test(\(SwiftNames.literal(route.name))) func \(route.function)() async") { body in
                body.line("let model = \(twin.modelName)()")
                if route.steps.contains(where: \.waits) { body.line("model.clock = ImmediateClock()") }
                for step in route.steps {
                    if !step.call.isEmpty { body.line(step.call) }
                    if step.waits { body.line("await settle(model, at: .\(step.mode))") }
                    body.line("#expect(model.mode == .\(step.mode))")
                    body.line("#expect(model.styleState.isEnabled == \(step.isEnabled))")
                    body.line("#expect(\(twin.lookName).table[model.styleState] != nil, \"a reviewed look at rest\")")
                }
            }
        }
    }
}
