/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element (UIAction's superclass).
@MainActor open class UIMenuElement {
    /// The title.
    open var title: String
    init(title: String) { self.title = title }
}

/// An action: a title and a closure a control runs for its events (developer.apple.com, UIAction).
@MainActor open class UIAction: UIMenuElement {
    /// The closure.
    let handler: UIActionHandler
    /// The control that sent the action while it runs.
    open internal(set) var sender: Any?

    /// An action running `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        super.init(title: title)
    }

    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The identifier's text.
        public let rawValue: String
        /// An identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier written as a literal.
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// Runs the handler with `sender` set.
    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
