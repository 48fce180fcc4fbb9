/// One prototype interaction of a variant: what starts it and the variant it changes to.
public struct FigmaInteraction: Hashable, Sendable {
    /// What starts an interaction.
    public enum Trigger: Hashable, Sendable {
        /// `ON_PRESS`: held down, reverted on release.
        case press
        /// `ON_CLICK`: a tap.
        case click
        /// `AFTER_TIMEOUT` with its timeout in milliseconds.
        case afterTimeout(milliseconds: Double)
        /// Any other trigger type, by its name (`ON_HOVER`, `ON_DRAG`).
        case other(String)
    }

    /// What starts it.
    public var trigger: Trigger
    /// The node the action leads to (`destinationId`), nil when it leads nowhere.
    public var destination: String?
    /// The action's navigation (`CHANGE_TO`, `NAVIGATE`), or its type when it has none.
    public var navigation: String

    /// An interaction from its parts.
    public init(trigger: Trigger, destination: String?, navigation: String) {
        self.trigger = trigger
        self.destination = destination
        self.navigation = navigation
    }
}
