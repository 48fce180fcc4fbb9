import ButtonKit

/// Writes a `#Preview` for every reviewed state (the flow x the review set), drawn through the
/// style with the state given: the pressed and focused ones through `forcedPress` and
/// `forcedFocus`, inputs only previews and tests use.
struct SwiftUIPreviewWriter {
    let twin: SwiftUITwin

    func write(_ out: inout SwiftSource) {
        out.line()
        out.line("// MARK: - Previews: the \(twin.reviewed.count) reviewed states")
        for row in twin.reviewed {
            out.line()
            out.block("#Preview(\(SwiftNames.literal(twin.stateLabel(row))))") { body in
                body.line("Button {} label: { EmptyView() }")
                body.depthIn { $0.call(".buttonStyle(\(twin.styleName)", Self.styleArguments(twin, row), tail: ")") }
                if row.flags.contains(SystemFlag.disabled.name) { body.line("    .disabled(true)") }
            }
        }
    }

    /// The arguments of the style showing `row`: its state at rest, with the press and focus forced.
    static func styleArguments(_ twin: SwiftUITwin, _ row: SwiftUILookRow) -> [String] {
        var parts: [String] = []
        if let modeCase = row.modeCase { parts.append("mode: .\(modeCase)") }
        if let imageSetBy = row.imageSetBy { parts.append("imageSetBy: .\(imageSetBy)") }
        if let titleSetBy = row.titleSetBy { parts.append("titleSetBy: .\(titleSetBy)") }
        for input in twin.inputs where !["isPressed", "isEnabled", "isFocused"].contains(input.property) {
            if input.isOn(row.flags) { parts.append("\(input.property): true") }
        }
        var arguments = ["state: .init(\(parts.joined(separator: ", ")))"]
        if row.flags.contains(SystemFlag.highlighted.name) { arguments.append("forcedPress: true") }
        if row.flags.contains(SystemFlag.focused.name) { arguments.append("forcedFocus: true") }
        return arguments
    }
}
