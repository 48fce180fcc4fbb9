/// What a button is, which decides its titles and what its primary action does.
public enum ButtonRole: Hashable, Sendable {
    /// Follow / Followed / Mutual, with a simulated follow request on tap.
    case follow
    /// Download / Install / Complete, stepping on tap.
    case modal
    /// A design-system button of a variant; its tap only sends events.
    case design(ButtonVariant)
}
