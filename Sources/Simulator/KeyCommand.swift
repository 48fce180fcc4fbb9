import ButtonKit

/// What a key does to the target button.
public enum TargetCommand: Hashable, Sendable {
    /// Space / Enter: a finger's tap.
    case tap
    /// `h`, `s`, `e`, `f`: code flips a flag.
    case toggle(ButtonFlag)
    /// A custom-state key from the button file.
    case stateKey(Character)
    /// `r`: back to the first state.
    case reset

    /// The engine action for the target button.
    public func action(for id: ButtonID) -> Action {
        switch self {
        case .tap: .tapped(id)
        case .toggle(let flag): .flagToggled(id, flag)
        case .stateKey(let key): .stateKeyPressed(id, key)
        case .reset: .resetRequested(id)
        }
    }
}

/// What a key does (the README's keys).
public enum KeyCommand: Hashable, Sendable {
    /// Acts on the target button.
    case target(TargetCommand)
    /// Along the board, wrapping.
    case moveTarget(Int)
    /// To the nearest button in the row above (-1) or below (+1).
    case moveRow(Int)
    /// `c`: the system cancels the touch in progress.
    case cancelTouch
    /// `?`: shows or hides the help overlay.
    case toggleHelp
    /// Opens the gallery, turns its page, and closes it after the last page.
    case toggleGallery
    /// `,`: opens or closes the environment panel.
    case toggleEnvironment
    /// `t`: loads the next theme of the catalog, wrapping.
    case nextTheme
    /// `;`: shows every button under the other framework's rules (UIKit's or SwiftUI's).
    case switchFramework
    /// `L`: shows the titles in the button file's next language, wrapping.
    case nextLocale
    /// Esc: closes an open overlay, else quits.
    case escape
    /// `q` or Ctrl-C: saves the state and quits.
    case quit
}
