extension ReachableStates {
    /// The states as a disabled container shows them (the `container-disabled`
    /// environment): under SwiftUI's rules every state is disabled and none is pressed, so
    /// states that then show alike are one; the first of them keeps its place. UIKit's
    /// buttons, and every button when the container is enabled, keep their states.
    /// - Parameters:
    ///   - entries: The button's states, in order.
    ///   - disabled: Whether the container is disabled.
    public static func inContainer(_ entries: [Entry], disabled: Bool) -> [Entry] {
        guard disabled, let first = entries.first, SwiftUIRules.applies(to: first.button) else { return entries }
        var seen: Set<Shown> = []
        var result: [Entry] = []
        for entry in entries {
            var button = entry.button
            SwiftUIRules.inherit(&button, containerDisabled: true)
            guard seen.insert(Shown(button)).inserted else { continue }
            result.append(Entry(button: button))
        }
        return result
    }

    /// What makes two states in a disabled container the same: everything the button is
    /// and shows but the flags its own code asked for, which the container hides.
    private struct Shown: Hashable {
        var mode: String?
        var state: UInt32
        var active: [String]
        var title: String
        var image: String?
        var context: [String: Int]

        init(_ button: Button) {
            mode = button.machineState
            state = button.state.rawValue
            active = button.flags.active
            title = button.shownTitle
            image = button.icon
            context = button.context
        }
    }
}
