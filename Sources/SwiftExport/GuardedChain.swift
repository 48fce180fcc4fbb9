import ButtonKit

/// A list of machine transitions written as an `if` / `else if` chain inside a `case`: the
/// first whose guard holds is taken, and one without a guard ends the chain (as its `else`,
/// or alone when it comes first). The UIKit class and the SwiftUI model write their
/// machines with it; each says how a guard and a transition's statements are written.
enum GuardedChain {
    /// Writes `list` into `out`, indented for a `case`.
    /// - Parameters:
    ///   - list: The transitions, in the file's order.
    ///   - out: Where the lines go.
    ///   - test: A guard as a Swift condition.
    ///   - statements: What taking a transition runs.
    static func write(
        _ list: [MachineTransition], into out: inout SwiftSource, test: (MachineGuard) -> String,
        statements: (MachineTransition) -> [String]
    ) {
        var opened = false
        for transition in list {
            let lines = statements(transition)
            guard let condition = transition.guardCondition else {
                if opened {
                    out.line("    } else {")
                    for line in lines { out.line("        " + line) }
                    out.line("    }")
                } else {
                    for line in lines { out.line("    " + line) }
                }
                return
            }
            out.line("    \(opened ? "} else if" : "if") \(test(condition)) {")
            for line in lines { out.line("        " + line) }
            opened = true
        }
        if opened { out.line("    }") }
    }
}
