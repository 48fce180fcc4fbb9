import ButtonKit

/// `<Class>+Previews.swift`: one `#Preview` per reachable state of the button (the set the
/// simulator's gallery shows), so every reviewed state opens in Xcode's canvas.
struct PreviewWriter {
    let writer: ButtonClassWriter
    let entries: [ReachableStates.Entry]
    /// How many reachable states were left out because they have focus.
    let focused: Int

    func write() -> String {
        var out = SwiftSource()
        let name = writer.className
        out.line("//")
        out.line("//  \(name)+Previews.swift")
        out.line("//")
        out.line("//  Made by `button-sim export swift --button \(writer.id)`: one preview per state the button")
        out.line("//  can reach, as reviewed in the simulator (\(entries.count) in all).")
        if focused > 0 {
            out.line(
                "//  The \(focused) reviewed states with focus are not here: UIKit's focus cannot be set from code.")
        }
        out.line("//")
        out.line()
        out.line("import UIKit")
        for entry in entries {
            out.line()
            out.block("#Preview(\(SwiftNames.literal(writer.stateName(entry))))") { body in
                body.line("let button = \(name)(frame: .zero)")
                let arguments = writer.restoreArguments(entry)
                body.line("button.restore(\(arguments))")
                body.line("return button")
            }
        }
        return out.text
    }
}
