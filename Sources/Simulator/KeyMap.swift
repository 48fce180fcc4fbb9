import ButtonKit

/// What a key does to the target button.
public enum TargetCommand: Hashable, Sendable, CaseIterable {
    case tap, highlight, select, loading, mutual, enable, focus, reset

    /// The engine action for the target button.
    public func action(for id: ButtonID) -> Action {
        switch self {
        case .tap: .tapped(id)
        case .highlight: .highlightToggled(id)
        case .select: .selectionToggled(id)
        case .loading: .loadingToggled(id)
        case .mutual: .mutualToggled(id)
        case .enable: .enabledToggled(id)
        case .focus: .focusToggled(id)
        case .reset: .resetRequested(id)
        }
    }
}

/// What a key does (DESIGN.md section 3). The help overlay lists the same keys.
public enum KeyCommand: Hashable, Sendable {
    case target(TargetCommand)
    case moveTarget(Int)
    case toggleHelp
    case toggleGallery
    case nextTheme
    /// Esc: closes an open overlay, else quits.
    case escape
    case quit
}

public enum KeyMap {
    /// The command for a key, or `nil` for keys the simulator ignores.
    public static func command(for key: Key) -> KeyCommand? {
        switch key {
        case .tab, .right, .down: .moveTarget(1)
        case .backtab, .left, .up: .moveTarget(-1)
        case .space, .enter: .target(.tap)
        case .escape: .escape
        case .interrupt: .quit
        case .character(let character):
            switch character {
            case "h": .target(.highlight)
            case "s": .target(.select)
            case "l": .target(.loading)
            case "m": .target(.mutual)
            case "e": .target(.enable)
            case "f": .target(.focus)
            case "r": .target(.reset)
            case "g": .toggleGallery
            case "t": .nextTheme
            case "?": .toggleHelp
            case "q": .quit
            default: nil
            }
        }
    }
}
