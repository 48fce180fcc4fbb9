import ButtonKit

/// The json state `play --format json` prints (docs/command-line.md).
public struct StateDocument: Encodable, Hashable, Sendable {
    /// One button in the json state.
    public struct ButtonEntry: Encodable, Hashable, Sendable {
        /// The button's id.
        public var id: String
        /// The flags and custom states on, by name (system flags in bit order, then custom states);
        /// empty for `.normal`.
        public var state: [String]
        /// UIKit's 32-bit state value.
        public var raw: UInt32
        /// The title the button shows now (`""` while a state hides it).
        public var title: String
        /// Whether the button is enabled now.
        public var enabled: Bool
        /// The machine's current state; `nil` for a button without a machine.
        public var mode: String?

        enum CodingKeys: String, CodingKey { case id, state, raw, title, enabled, mode }

        /// Encodes every field, writing `mode` as `null` rather than leaving it out as the synthesized
        /// encoding would, so every entry has the same keys.
        /// - Parameter encoder: The encoder.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(state, forKey: .state)
            try container.encode(raw, forKey: .raw)
            try container.encode(title, forKey: .title)
            try container.encode(enabled, forKey: .enabled)
            try container.encode(mode, forKey: .mode)  // null for buttons without a mode
        }
    }

    /// One sent control event in the json state.
    public struct EventEntry: Encodable, Hashable, Sendable {
        /// The id of the button that sent it.
        public var button: String
        /// The event's name, such as `touchUpInside`.
        public var event: String
    }

    /// The target button's id.
    public var target: String
    /// The theme's name.
    public var theme: String
    /// The locale shown, as a BCP 47 tag.
    public var locale: String
    /// Every button, in target order.
    public var buttons: [ButtonEntry]
    /// The latest control events, oldest first, as many as the event log keeps.
    public var events: [EventEntry]

    /// The json state of a simulator.
    /// - Parameters:
    ///   - simulator: The simulator.
    ///   - theme: The theme's name.
    public init(_ simulator: SimulatorState, theme: String) {
        target = simulator.target.id.rawValue
        self.theme = theme
        locale = simulator.locale.rawValue
        buttons = simulator.buttons.map { button in
            ButtonEntry(
                id: button.id.rawValue, state: button.flags.names, raw: button.state.rawValue,
                title: button.shownTitle, enabled: button.isEnabled, mode: button.machineState)
        }
        events = simulator.events.map { EventEntry(button: $0.button.rawValue, event: $0.event.rawValue) }
    }
}
