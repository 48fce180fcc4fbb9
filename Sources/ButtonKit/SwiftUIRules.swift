/// What SwiftUI's rules change in the engine (DESIGN section 19): `configuration.isPressed`
/// exists only while the button is enabled and only under a finger, and a button declared
/// `"selection": "toggle"` is a `Toggle` whose tap flips selected. Every rule reads the
/// button's definition, never which button it is.
public enum SwiftUIRules {
    /// Whether the button follows SwiftUI's rules.
    public static func applies(to button: Button) -> Bool { button.framework == .swiftui }

    /// Clears pressed on a disabled button under SwiftUI's rules: a disabled SwiftUI button
    /// is never pressed. UIKit's buttons are left as they are (code may highlight them).
    /// - Parameter button: The button, settled in place.
    public static func settle(_ button: inout Button) {
        guard applies(to: button), !button.isEnabled, button.flags.isOn(.highlighted) else { return }
        button.flags.set(.highlighted, false)
    }

    /// Lets a disabled container disable the button: under SwiftUI's rules `.disabled`
    /// on a container reaches every button inside it (the `container-disabled`
    /// environment); under UIKit's a button has no such environment and is left as it is.
    /// - Parameters:
    ///   - button: The button, changed in place.
    ///   - containerDisabled: Whether the container is disabled.
    public static func inherit(_ button: inout Button, containerDisabled: Bool) {
        let inherited = containerDisabled && applies(to: button)
        guard button.flags.isDisabledByContainer != inherited else { return }
        button.flags.setDisabledByContainer(inherited)
        settle(&button)
    }

    /// A tap's flip of selected, for a toggle under SwiftUI's rules (before the machine's tap,
    /// as a `Toggle` flips its binding before the app sees the change).
    /// - Parameter button: The button being tapped.
    public static func toggleSelection(_ button: inout Button) {
        guard applies(to: button), button.definition.togglesSelection else { return }
        button.flags.toggle(.selected)
    }

    /// Where a finger alone takes the button under SwiftUI's rules: touching down on an
    /// enabled button presses it; dragging out (or a cancel) clears the press. Empty
    /// under UIKit's rules, where `h` reaches pressed.
    /// - Parameter button: The button.
    static func pressOutcomes(of button: Button) -> [Button] {
        guard applies(to: button) else { return [] }
        var next = button
        if button.flags.isOn(.highlighted) {
            next.flags.set(.highlighted, false)
        } else {
            guard button.isEnabled else { return [] }
            next.flags.set(.highlighted, true)
        }
        return [next]
    }

    /// The flags a key toggles under the button's rules: every system flag under UIKit's;
    /// under SwiftUI's, all but highlighted (pressed comes only from a touch).
    /// - Parameter button: The button.
    static func keyFlags(of button: Button) -> [ButtonFlag] {
        applies(to: button) ? ButtonFlag.systemFlags.filter { $0 != .highlighted } : ButtonFlag.systemFlags
    }
}
