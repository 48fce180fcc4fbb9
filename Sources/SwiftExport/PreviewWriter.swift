import ButtonKit

/// `<Class>+Previews.swift`: one `#Preview` per state the gallery shows: the flow x the review
/// set (``ReviewStates``), or every reachable state with `--all`, so each reviewed state opens
/// in Xcode's canvas.
struct PreviewWriter {
    let writer: ButtonClassWriter
    let entries: [ReachableStates.Entry]
    /// Whether `entries` is every reachable state (`--all`, or where every review state has
    /// focus, which code cannot set) rather than the review states.
    let every: Bool
    /// How many reachable states were left out because they have focus.
    let focused: Int

    func write() -> String {
        var out = SwiftSource()
        let name = writer.className
        out.line("//")
        out.line("//  \(name)+Previews.swift")
        out.line("//")
        if every {
            out.line("//  Made by `button-sim export swift --button \(writer.id)`: one preview per state the button")
            out.line("//  can reach (--all), as reviewed in the simulator (\(entries.count) in all).")
        } else {
            out.line("//  Made by `button-sim export swift --button \(writer.id)`: one preview per reviewed state, the")
            out.line("//  machine's flow x the review set, as the gallery shows them (\(entries.count) in all; --all")
            out.line("//  writes one per reachable state).")
        }
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
