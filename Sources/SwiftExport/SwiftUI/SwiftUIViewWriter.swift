import ButtonKit
import DeviceLook
import Theming

/// Writes `<Name>.swift`, the SwiftUI twin: the view, its `ButtonStyle`, the style's state
/// and the one look table of every reachable state (``SwiftUILookTableWriter``), and the
/// model (``SwiftUIModelWriter``).
struct SwiftUIViewWriter {
    let twin: SwiftUITwin
    let source: String

    func write() -> String {
        var out = SwiftSource()
        header(&out)
        view(&out)
        out.line()
        style(&out)
        out.line()
        SwiftUILookTableWriter(twin: twin).write(&out)
        out.line()
        SwiftUIModelWriter(twin: twin).write(&out)
        out.line()
        palette(&out)
        SwiftUIPreviewWriter(twin: twin).write(&out)
        return out.text
    }

    private var name: String { twin.name }
    private var definition: ButtonDefinition { twin.definition }

    private func header(_ out: inout SwiftSource) {
        out.line("//")
        out.line("//  \(name).swift")
        out.line("//")
        out.line("//  Made by `button-sim export swiftui --button \(twin.id)` from \(SwiftNames.comment(source)),")
        out.line(
            "//  theme \"\(SwiftNames.comment(twin.writer.theme.name))\", under SwiftUI's rules: the look of every state the"
        )
        out.line("//  button can reach is one row of \(twin.lookName).table, so this twin shows what was reviewed.")
        out.line("//  Titles are in Localizable.xcstrings and colours in Colors.xcassets, with the UIKit export's")
        out.line("//  keys and colour sets; the tests are in \(name)SwiftUITests.swift. SwiftUI (iOS 17+).")
        out.line("//")
        out.line()
        out.line("import Observation")
        out.line("import SwiftUI")
        out.line()
    }

    // MARK: View

    private func view(_ out: inout SwiftSource) {
        out.doc("The `\(twin.id)` button from \(SwiftNames.comment(source)), as a SwiftUI view.")
        out.doc(
            """

            A tap moves the model first, at once (its `tap()`), then runs the app's own action, which
            starts the work and later reports the outcome through the model's methods. The style draws
            the title, colours and reading of the current state from the look table: the title can
            change with the press (the ladder's `pressed` rung), which only a style sees, so the label
            is the style's, not `configuration.label`.
            """)
        out.block("struct \(name): View") { body in
            body.doc("The state the app drives: the machine, selection and custom states.")
            body.line("var model: \(twin.modelName)")
            body.doc("The app's own action, run after the model has taken the tap.")
            body.line("var action: @MainActor () -> Void = {}")
            body.line()
            body.block("var body: some View") { view in
                let role = roleArgument
                view.line((role.map { "Button(role: \($0))" } ?? "Button") + " {")
                view.line("    model.tap()")
                view.line("    action()")
                view.line("} label: {")
                view.line(
                    "    // The style draws the title, image and spinner: they follow the press (the look table's")
                view.line("    // pressed rows), which only the style sees; `configuration.label` is fixed before it.")
                view.line("    EmptyView()")
                view.line("}")
                view.call(
                    ".buttonStyle(\(twin.styleName)",
                    ["state: model.styleState"] + twin.counters.map { "\($0): model.\($0)" }, tail: ")")
                view.line("// The button file's size: `small` is SwiftUI's `.small`, `medium` its `.regular`.")
                view.line(".controlSize(\(definition.size == .small ? ".small" : ".regular"))")
                view.line("// Disabled as the app asks, or while a custom state holds it (loading).")
                view.line(".disabled(!model.styleState.isEnabled)")
            }
        }
    }

    /// `.destructive` or `.cancel` for the file's role; close and confirm have no system role
    /// before iOS 26, so the reading carries them.
    private var roleArgument: String? {
        switch definition.role {
        case .destructive: ".destructive"
        case .cancel: ".cancel"
        default: nil
        }
    }

    // MARK: Style

    private func style(_ out: inout SwiftSource) {
        let metrics = DeviceMetrics(
            Button(
                definition,
                localization: Localization(
                    locale: twin.writer.board.developmentLocale, development: twin.writer.board.developmentLocale)),
            points: twin.writer.theme.metrics.points, environment: .standard,
            fontWeight: twin.writer.theme.textLook(
                variant: definition.variant, state: .normal, customStates: definition.states
            ).fontWeight)
        let points = twin.writer.theme.metrics.points
        let height = max(44, points.height(for: definition.size))
        let isPill = points.radius >= CornerStyle.pillRadius
        out.doc(
            """
            The `\(twin.id)` button's look: reads `configuration.isPressed`, `\\.isEnabled` and `\\.isFocused`,
            takes the rest from the model, and draws the row of `\(twin.lookName).table` for that state.
            """)
        out.block("struct \(twin.styleName): ButtonStyle") { body in
            body.doc("What the model says: the machine state, selection and custom states.")
            body.line("var state: \(twin.stateName)")
            body.doc("Draws the button pressed whatever the finger does: for previews and tests only.")
            body.line("var forcedPress = false")
            body.doc("Draws the button focused whatever has focus: for previews and tests only.")
            body.line("var forcedFocus = false")
            for (counter, initial) in counterInitials {
                body.doc("The counter `\(counter)` the titles show (the machine's first value, for previews).")
                body.line("var \(counter) = \(initial)")
            }
            body.line()
            body.block("func makeBody(configuration: Configuration) -> some View") { make in
                make.call(
                    "\(name)Body",
                    [
                        "configuration: configuration", "state: state", "forcedPress: forcedPress",
                        "forcedFocus: forcedFocus",
                    ] + twin.counters.map { "\($0): \($0)" })
            }
        }
        out.line()
        out.doc("The style's view: environment values and scaled metrics are read in a view.")
        out.block("private struct \(name)Body: View") { body in
            body.line("let configuration: ButtonStyleConfiguration")
            body.line("let state: \(twin.stateName)")
            body.line("let forcedPress: Bool")
            body.line("let forcedFocus: Bool")
            for counter in twin.counters { body.line("let \(counter): Int") }
            body.line("@Environment(\\.isEnabled) private var isEnabled")
            body.line("@Environment(\\.isFocused) private var isFocused")
            body.line(
                "// Dynamic Type: the theme's sizes at the default text size, scaled with the title's text style.")
            let style = metrics.textStyle
            body.line(
                "@ScaledMetric(relativeTo: .\(style)) private var paddingX: CGFloat = \(number(points.paddingX(for: definition.size)))"
            )
            body.line("@ScaledMetric(relativeTo: .\(style)) private var minHeight: CGFloat = \(number(height))")
            body.line("@ScaledMetric(relativeTo: .\(style)) private var gap: CGFloat = \(number(DeviceButton.gap))")
            body.line()
            let resource = twin.resourceCall(from: "")
            body.block("var body: some View") { view in
                view.line(
                    "// Only modifiers change with the press: the views keep their identity, so the press is never lost."
                )
                view.call(
                    "let shown = state.shown",
                    [
                        "isPressed: configuration.isPressed || forcedPress", "isEnabled: isEnabled",
                        "isFocused: isFocused || forcedFocus",
                    ])
                view.line("let look = \(twin.lookName).look(for: shown)")
                view.block("HStack(spacing: gap)") { stack in
                    stack.line(
                        "// The lead sits before the title: on the left, or on the right in right-to-left layouts.")
                    stack.block("if look.showsSpinner") { spinner in
                        spinner.line("ProgressView().tint(look.spinner)")
                    }
                    stack.block("if let image = look.image") { image in
                        image.line("image")
                    }
                    stack.line("Text(look.title?\(resource) ?? \"\")")
                    let weight =
                        twin.weightChanges ? "look.weight" : ".\(ButtonClassWriter.fontWeightName(metrics.titleWeight))"
                    stack.line("    .font(.system(.\(style), weight: \(weight)))")
                    stack.line(
                        "    .lineLimit(\(definition.layout.lines == 0 ? "nil" : String(definition.layout.lines)))")
                    stack.line("    .truncationMode(.tail)")
                    stack.line("    // A state that hides the title keeps its room.")
                    stack.line("    .opacity(look.title == nil ? 0 : 1)")
                }
                view.line(".foregroundStyle(look.foreground)")
                view.line(".padding(.horizontal, paddingX)")
                view.line(".frame(minHeight: minHeight)")
                let shape = isPill ? "Capsule()" : "RoundedRectangle(cornerRadius: \(number(points.radius)))"
                view.line(".background(look.background ?? .clear, in: \(shape))")
                view.line(
                    ".overlay { \(shape).strokeBorder(look.border ?? .clear, lineWidth: \(number(points.borderWidth))) }"
                )
                view.line(".contentShape(\(shape))")
                view.line(".accessibilityElement(children: .ignore)")
                view.line(".accessibilityLabel(Text((look.label ?? look.title)?\(resource) ?? \"\"))")
                view.line(".accessibilityValue(Text(look.value?\(resource) ?? \"\"))")
                view.line(".accessibilityAddTraits(look.isSelected ? [.isButton, .isSelected] : .isButton)")
            }
        }
    }

    // MARK: Colours

    private func palette(_ out: inout SwiftSource) {
        out.line("// MARK: - Resources")
        out.line()
        out.doc(
            """
            Where the titles and colours are: the bundle holding `Localizable.xcstrings` and `Colors.xcassets`,
            the files `export swift` writes too, so one copy serves both twins. The bundle this file is built
            into (the model class's), as the UIKit twin reads its own: the app's, or a framework's.
            """)
        out.block("private enum Resources") { body in
            body.line("static let bundle = Bundle(for: \(twin.modelName).self)")
        }
        out.line()
        out.doc(
            """
            Theme colours without a token name, as fixed sRGB values; those with one are colour sets of
            `Colors.xcassets`, with their dark and Increase Contrast appearances, which SwiftUI resolves.
            """)
        out.block("private enum Palette") { body in
            body.doc("An opaque sRGB colour, `0xRRGGBB`, for a theme colour without a token name.")
            body.block("static func rgb(_ rgb: UInt32) -> Color") { function in
                function.call(
                    "Color",
                    [
                        ".sRGB", "red: Double(rgb >> 16 & 0xFF) / 255", "green: Double(rgb >> 8 & 0xFF) / 255",
                        "blue: Double(rgb & 0xFF) / 255",
                    ])
            }
        }
    }

    /// Each counter the titles show, by its Swift name, with the machine's first value.
    private var counterInitials: [(String, Int)] {
        let context = definition.machine?.context ?? []
        return twin.counters.compactMap { counter in
            context.first { twin.writer.counterName($0.name) == counter }.map { (counter, $0.initial) }
        }
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
