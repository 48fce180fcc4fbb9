import ButtonKit

/// Writes the twin's state (the style's inputs), its texts (``SwiftUITextWriter``), its look
/// (what one state shows) and the one look table: a row per reachable state under SwiftUI's
/// rules, from its state facts.
struct SwiftUILookTableWriter {
    let twin: SwiftUITwin

    func write(_ out: inout SwiftSource) {
        out.line("// MARK: - The look of every reachable state")
        out.line()
        state(&out)
        out.line()
        SwiftUITextWriter(twin: twin).write(&out)
        out.line()
        look(&out)
    }

    private var hasMachine: Bool { twin.definition.machine != nil }

    private func state(_ out: inout SwiftSource) {
        out.doc("What decides the look: the model's machine state and flags, and SwiftUI's press, enabled and focus.")
        out.block("struct \(twin.stateName): Hashable, Sendable") { body in
            if let machine = twin.definition.machine {
                body.doc("The machine's states, from the button file's `machine`.")
                body.block("enum Mode: CaseIterable, Hashable, Sendable") { modes in
                    for state in machine.states {
                        modes.doc(
                            "`\(SwiftNames.comment(state.name))`"
                                + (state.image.map { ", image \"\(SwiftNames.comment($0))\"" } ?? "") + ".")
                        modes.line("case \(twin.writer.modeCase(state.name))")
                    }
                }
                body.line()
                body.line("var mode: Mode = .\(twin.writer.modeCase(machine.initial))")
                if !twin.imageModes.isEmpty {
                    body.doc(
                        """
                        The machine state whose image the button keeps: a state's image stays until another
                        state sets one, as the review shows it (UIKit's image for `.normal`).
                        """)
                    body.line("var imageSetBy: Mode? = nil")
                }
                if twin.keysTitleSetBy {
                    body.doc(
                        """
                        The machine state whose title the button keeps: a state without a title of its own shows
                        the last one a state set, as the review shows it (UIKit's title for `.normal`).
                        """)
                    body.line("var titleSetBy: Mode? = nil")
                }
            }
            for input in twin.inputs {
                let words =
                    switch input.property {
                    case "isPressed": "`configuration.isPressed`: a finger is down on the enabled button."
                    case "isEnabled": "`\\.isEnabled`: the button and its containers are enabled."
                    case "isFocused": "`\\.isFocused`: the button has focus."
                    case "isSelected": "Selected, as the app or a toggle sets it (SwiftUI has no selected state)."
                    default: "The custom state `\(SwiftNames.comment(input.flag))`."
                    }
                body.doc(words)
                body.line("var \(input.property) = \(input.negated)")
            }
            body.line()
            body.doc(
                """
                This state as the style shows it: SwiftUI's press, enabled and focus, with any the model's
                custom states carry. A press exists only while enabled.
                """)
            body.block("func shown(isPressed: Bool, isEnabled: Bool, isFocused: Bool) -> Self") { function in
                function.line("var shown = self")
                function.line("shown.isPressed = (isPressed || self.isPressed) && isEnabled")
                function.line("shown.isEnabled = isEnabled")
                function.line("shown.isFocused = isFocused || self.isFocused")
                function.line("return shown")
            }
        }
    }

    private func look(_ out: inout SwiftSource) {
        out.doc("What one state shows.")
        out.block("struct \(twin.lookName): Sendable") { body in
            body.doc("The title; `nil` when the state shows none.")
            body.line("var title: \(twin.textName)?")
            body.doc("An SF Symbol beside the title.")
            body.line("var systemImage: String? = nil")
            body.doc("An image asset beside the title (the app adds it).")
            body.line("var imageAsset: String? = nil")
            body.doc("Whether the activity indicator turns in place of the image.")
            body.line("var showsSpinner = false")
            body.doc("The title's colour.")
            body.line("var foreground: Color")
            if twin.weightChanges {
                body.doc("The title's weight: the theme's for the state.")
                body.line("var weight: Font.Weight")
            }
            body.doc("The fill; `nil` is clear.")
            body.line("var background: Color?")
            body.doc("The border's colour; `nil` draws none.")
            body.line("var border: Color? = nil")
            body.doc("The activity indicator's colour.")
            body.line("var spinner: Color")
            body.doc("What VoiceOver calls the button when it is not the title.")
            body.line("var label: \(twin.textName)? = nil")
            body.doc("What VoiceOver reads after the name (a state's own words).")
            body.line("var value: \(twin.textName)? = nil")
            body.doc("Whether VoiceOver reads \"Selected\": SwiftUI adds no such trait to a button by itself.")
            body.line("var isSelected = false")
            body.line()
            body.doc("The image beside the title, if any.")
            body.block("var image: Image?") { getter in
                getter.line("if let systemImage { return Image(systemName: systemImage) }")
                getter.line("return imageAsset.map { Image($0) }")
            }
            body.line()
            body.doc("The look of `state`, from the table.")
            body.block("static func look(for state: \(twin.stateName)) -> Self") { function in
                function.line("if let look = table[state] { return look }")
                function.line(
                    "// Not a state the button file reaches (code set flags its rules forbid): in debug builds a")
                function.line("// failed assertion, in release the resting look rather than a guess.")
                function.line("assertionFailure(\"\\(state) is not a reachable state of the \(twin.id) button\")")
                function.line("return resting")
            }
            body.line()
            if let first = twin.rows.first {
                body.doc("The first reachable state's look.")
                body.call("static let resting = \(twin.lookName)", lookArguments(first), onePerLine: true)
                body.line()
            }
            body.doc(
                """
                Every reachable state (\(twin.rows.count) under SwiftUI's rules) and its look, as
                `button-sim facts --framework swiftui` lists them.
                """)
            body.line("static let table: [\(twin.stateName): Self] = [")
            body.depthIn { entries in
                for row in twin.rows {
                    entries.line("// \(SwiftNames.comment(twin.stateLabel(row)))")
                    entries.call(".init", row.keyArguments(twin), tail: ":")
                    entries.depthIn { $0.call(twin.lookName, lookArguments(row), tail: ",", onePerLine: true) }
                }
            }
            body.line("]")
        }
    }

    /// The look's initializer arguments: what the row shows, each field once.
    private func lookArguments(_ row: SwiftUILookRow) -> [String] {
        var parts = ["title: " + (row.title.map(resource) ?? "nil")]
        if let symbol = row.systemImage { parts.append("systemImage: \(SwiftNames.literal(symbol))") }
        if let asset = row.imageAsset { parts.append("imageAsset: \(SwiftNames.literal(asset))") }
        if row.facts.showsSpinner { parts.append("showsSpinner: true") }
        parts.append("foreground: \(row.foreground)")
        if twin.weightChanges { parts.append("weight: .\(ButtonClassWriter.fontWeightName(row.weight))") }
        parts.append("background: \(row.background ?? "nil")")
        if let border = row.border { parts.append("border: \(border)") }
        parts.append("spinner: \(row.spinner)")
        if let label = row.label { parts.append("label: \(resource(label))") }
        if let value = row.value { parts.append("value: \(resource(value))") }
        if row.flags.contains(SystemFlag.selected.name) { parts.append("isSelected: true") }
        return parts
    }

    private func resource(_ text: SwiftUILookRow.CatalogText) -> String { ".\(text.member)" }
}
