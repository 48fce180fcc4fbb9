/// One button as a button file declares it (docs/buttons.md): its look, its custom
/// states, its per-state titles and images, and what a tap does. Everything the engine
/// does with a button comes from here; nothing depends on which button it is.
public struct ButtonDefinition: Hashable, Sendable {
    /// `[a-z][a-z0-9-]{0,31}`, unique on the board.
    public var id: ButtonID
    /// The theme colour group it is drawn with (`theme.color.button.<variant>`).
    public var variant: String
    /// Small or medium.
    public var size: ButtonSize
    /// Whether the width follows the shown title or reserves the widest.
    public var width: ButtonWidth
    /// Custom states in declaration order (at most 8).
    public var states: [CustomState]
    /// `setTitle(_:for:)` calls, in file order.
    public var titles: [StateValue<LocalizedText>]
    /// `setImage(_:for:)` calls (glyphs), in file order.
    public var images: [StateValue<String>]
    /// What VoiceOver reads instead of the title, if set.
    public var accessibilityLabel: LocalizedText?
    /// What a tap does, if anything.
    public var machine: MachineDefinition?
    /// A `UIButton.Configuration` instead of per-state titles, if set.
    public var configuration: ButtonConfiguration?
    /// Events besides `tap` that its machine handles, each with a key, in file order.
    public var events: [EventDeclaration] = []
    /// The title's layout: lines, maximum width and text style.
    public var layout = TitleLayout()
    /// Audit rules waived for this button, with the reasons.
    public var waivers: [AuditWaiver] = []
    /// The flag and custom-state combinations a review shows beside each machine state
    /// (`"review"`); `nil` when the file names none (``ReviewCombination/defaultSet``).
    public var review: [ReviewCombination]? = nil

    /// The review set in force: the file's, else highlighted and disabled.
    public var reviewSet: [ReviewCombination] { review ?? ReviewCombination.defaultSet }

    /// Creates a definition; everything but the id has the file format's default.
    /// - Parameters:
    ///   - id: Its id, unique on the board.
    ///   - variant: The theme colour group it is drawn with.
    ///   - size: Small or medium.
    ///   - width: Whether the width follows the shown title or reserves the widest.
    ///   - states: Custom states in declaration order.
    ///   - titles: `setTitle(_:for:)` calls, in file order.
    ///   - images: `setImage(_:for:)` calls (glyphs), in file order.
    ///   - accessibilityLabel: What VoiceOver reads instead of the title.
    ///   - machine: What a tap does.
    ///   - configuration: A `UIButton.Configuration` instead of per-state titles.
    public init(
        id: ButtonID, variant: String = "primary", size: ButtonSize = .medium, width: ButtonWidth = .widest,
        states: [CustomState] = [], titles: [StateValue<LocalizedText>] = [], images: [StateValue<String>] = [],
        accessibilityLabel: LocalizedText? = nil, machine: MachineDefinition? = nil,
        configuration: ButtonConfiguration? = nil
    ) {
        self.id = id
        self.variant = variant
        self.size = size
        self.width = width
        self.states = states
        self.titles = titles
        self.images = images
        self.accessibilityLabel = accessibilityLabel
        self.machine = machine
        self.configuration = configuration
    }

    /// The custom state with this name.
    public func customState(named name: String) -> CustomState? { states.first { $0.name == name } }

    /// The custom state a key toggles on this button.
    public func customState(forKey key: Character) -> CustomState? { states.first { $0.key == key } }

    /// The declared event a key sends to this button.
    public func event(forKey key: Character) -> EventDeclaration? { events.first { $0.key == key } }

    /// The declared event with this name.
    public func event(named name: String) -> EventDeclaration? { events.first { $0.name == name } }

    /// Every bit this button can show: the system flags and its custom bits.
    public var definedBits: ControlState { states.reduce(ControlState.systemMask) { $0.union($1.bit) } }
}

/// A whole button file: the board the simulator shows (docs/buttons.md).
public struct BoardDefinition: Hashable, Sendable {
    /// Shown in the header, if set.
    public var title: String?
    /// The locales the file declares; the first is the development language.
    public var locales: [LocaleTag]
    /// Button ids per row; `nil` lets as many share a row as fit.
    public var rows: [[ButtonID]]?
    /// The buttons, in target order.
    public var buttons: [ButtonDefinition]

    /// Creates a board.
    /// - Parameters:
    ///   - title: The header title.
    ///   - locales: The declared locales (default: English only).
    ///   - rows: The layout by id.
    ///   - buttons: The buttons in target order.
    public init(
        title: String? = nil, locales: [LocaleTag] = [.en], rows: [[ButtonID]]? = nil, buttons: [ButtonDefinition]
    ) {
        self.title = title
        self.locales = locales.isEmpty ? [.en] : locales
        self.rows = rows
        self.buttons = buttons
    }

    /// The development language: titles missing in a locale fall back to it.
    public var developmentLocale: LocaleTag { locales.first ?? .en }

    /// The button with this id.
    public func button(_ id: ButtonID) -> ButtonDefinition? { buttons.first { $0.id == id } }

    /// Every declared-event key on the board, with the events it sends, in key order.
    public var eventKeys: [(key: Character, events: [(button: ButtonID, event: EventDeclaration)])] {
        var byKey: [Character: [(button: ButtonID, event: EventDeclaration)]] = [:]
        var order: [Character] = []
        for button in buttons {
            for event in button.events {
                if byKey[event.key] == nil { order.append(event.key) }
                byKey[event.key, default: []].append((button.id, event))
            }
        }
        return order.map { ($0, byKey[$0] ?? []) }
    }

    /// Whether a custom state or an event of any button answers `key`: asked for every key
    /// pressed, so it walks the definitions without building ``customKeys`` or ``eventKeys``.
    /// - Parameter key: A character typed.
    public func hasStateOrEventKey(_ key: Character) -> Bool {
        buttons.contains { button in
            button.states.contains { $0.key == key } || button.events.contains { $0.key == key }
        }
    }

    /// Every custom-state key on the board, with the states it toggles, in key order.
    public var customKeys: [(key: Character, states: [(button: ButtonID, state: String)])] {
        var byKey: [Character: [(button: ButtonID, state: String)]] = [:]
        var order: [Character] = []
        for button in buttons {
            for custom in button.states {
                guard let key = custom.key else { continue }
                if byKey[key] == nil { order.append(key) }
                byKey[key, default: []].append((button.id, custom.name))
            }
        }
        return order.map { ($0, byKey[$0] ?? []) }
    }
}
