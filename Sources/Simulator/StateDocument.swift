import ButtonKit

/// The json state `play --format json` prints (DESIGN.md section 4).
public struct StateDocument: Encodable, Hashable, Sendable {
    public struct ButtonEntry: Encodable, Hashable, Sendable {
        public var id: String
        public var state: [String]
        public var raw: UInt32
        public var title: String
        public var enabled: Bool
        public var mode: String?

        enum CodingKeys: String, CodingKey { case id, state, raw, title, enabled, mode }

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

    public struct EventEntry: Encodable, Hashable, Sendable {
        public var button: String
        public var event: String
    }

    public var target: String
    public var theme: String
    public var locale: String
    public var buttons: [ButtonEntry]
    public var events: [EventEntry]

    public init(_ simulator: SimulatorState, theme: String) {
        target = simulator.target.id.rawValue
        self.theme = theme
        locale = simulator.locale.rawValue
        buttons = simulator.buttons.map { button in
            ButtonEntry(id: button.id.rawValue, state: button.flags.names, raw: button.state.rawValue,
                        title: button.shownTitle, enabled: button.isEnabled, mode: button.machineState)
        }
        events = simulator.events.map { EventEntry(button: $0.button.rawValue, event: $0.event.rawValue) }
    }
}
