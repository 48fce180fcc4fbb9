/// What covers the main screen, if anything.
public enum Overlay: Hashable, Sendable {
    case none
    /// Every key, listed.
    case help
    /// Every state combination of the target button side by side.
    case gallery
    /// The environment panel: text size, appearance, contrast, direction, Bold Text and
    /// Button Shapes, over the inspector so the board shows each change.
    case environment
}
