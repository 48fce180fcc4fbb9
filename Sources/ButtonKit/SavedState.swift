/// The versioned, Codable snapshot of everything on screen, written on quit and read on
/// launch (the README's state restoration). Buttons are saved by id, flags and custom states by name
/// and machines by state name, so a changed button file restores what still matches.
/// Highlight is transient and never saved.
public struct SavedState: Codable, Hashable, Sendable {
    /// The format version this build writes and reads.
    public static let currentVersion = 2

    /// One button's saved state.
    public struct SavedButton: Codable, Hashable, Sendable {
        /// The button's id.
        public var id: ButtonID
        /// System flags as code asked for them, by name (`disabled` means asked disabled).
        public var requested: [String]
        /// The custom states that were on, by name.
        public var custom: [String]
        /// The machine's state, for a button with a machine.
        public var machine: String?
        /// The machine state whose title was set for normal last.
        public var titleSetBy: String?
        /// Per-state titles as shown, keyed by raw state in decimal, as UIKit's nib store
        /// keys them (a record for the reader; titles come from the button file).
        public var titles: [String: String]
        /// Small or medium.
        public var size: ButtonSize
        /// The machine's counters by name (absent in files saved before counters existed).
        public var context: [String: Int]?

        /// Creates a saved button.
        /// - Parameters:
        ///   - id: The button's id.
        ///   - requested: The system flags asked for, by name.
        ///   - custom: The custom states that were on, by name.
        ///   - machine: The machine's state, for a button with a machine.
        ///   - titleSetBy: The machine state whose title was set for normal last.
        ///   - titles: Per-state titles as shown, keyed by raw state in decimal.
        ///   - size: Small or medium.
        public init(
            id: ButtonID, requested: [String], custom: [String], machine: String?, titleSetBy: String?,
            titles: [String: String], size: ButtonSize, context: [String: Int]? = nil
        ) {
            self.context = context
            self.id = id
            self.requested = requested
            self.custom = custom
            self.machine = machine
            self.titleSetBy = titleSetBy
            self.titles = titles
            self.size = size
        }
    }

    /// The format version of the file.
    public var version: Int
    /// The target button's id.
    public var target: ButtonID
    /// The theme by name, or the path of a theme file.
    public var theme: String
    /// The locale shown.
    public var locale: LocaleTag
    /// The button file's path; `nil` for the built-in board.
    public var buttonsFile: String?
    /// Every button, in target order.
    public var buttons: [SavedButton]
    /// The environment shown, when it was not the standard one (absent in files saved
    /// before environments existed, and for the standard one).
    public var environment: DisplayEnvironment?

    /// Takes a snapshot of a simulator's state.
    /// - Parameters:
    ///   - state: The simulator.
    ///   - theme: The theme's name, or its path when it came from a file given by path.
    ///   - buttonsFile: The button file's path, `nil` for the built-in board.
    public init(_ state: SimulatorState, theme: String, buttonsFile: String?) {
        version = Self.currentVersion
        target = state.target.id
        self.theme = theme
        locale = state.locale
        self.buttonsFile = buttonsFile
        buttons = state.buttons.map { button in
            let requested = button.flags.requested.subtracting(.highlighted)
            return SavedButton(
                id: button.id,
                requested: ControlState.systemFlags.filter { requested.contains($0.state) }.map(\.name),
                custom: button.flags.active,
                machine: button.machineState,
                titleSetBy: button.titleSetBy,
                titles: Dictionary(uniqueKeysWithValues: button.titles.storage.map { (String($0.key), $0.value) }),
                size: button.size,
                context: button.context.isEmpty ? nil : button.context
            )
        }
    }

    /// What did not match when restoring against the current button file.
    public enum Mismatch: Hashable, Sendable {
        /// The saved button is not on the board any more.
        case buttonGone(ButtonID)
        /// The button has no custom state of that name any more.
        case customStateGone(ButtonID, String)
        /// The button's machine has no state of that name any more (it starts over).
        case machineStateGone(ButtonID, String)
        /// The file's titles differ from the saved ones (the file's are shown).
        case titlesChanged(ButtonID)
    }

    /// Rebuilds a simulator's state on `board`, restoring what still matches.
    /// - Parameters:
    ///   - board: The current button file.
    ///   - settings: Timings and switches.
    ///   - locale: The locale to show, if not the saved one.
    /// - Returns: The state, and what could not be restored.
    public func restore(on board: BoardDefinition, settings: SimulatorSettings, locale: LocaleTag? = nil)
        -> (state: SimulatorState, mismatches: [Mismatch])
    {
        let shownLocale = locale ?? (board.locales.contains(self.locale) ? self.locale : board.developmentLocale)
        var state = SimulatorState(board: board, locale: shownLocale, settings: settings)
        var mismatches: [Mismatch] = []
        for saved in buttons {
            guard let index = state.index(of: saved.id) else {
                mismatches.append(.buttonGone(saved.id))
                continue
            }
            var button = state.buttons[index]
            let requested = ControlState.systemFlags.filter { saved.requested.contains($0.name) }
                .reduce(ControlState.normal) { $0.union($1.state) }.subtracting(.highlighted)
            for name in saved.custom where button.flags.customState(named: name) == nil {
                mismatches.append(.customStateGone(saved.id, name))
            }
            button.flags = ButtonFlags(requested: requested, active: saved.custom, catalog: button.definition.states)
            if let name = saved.machine, let machine = button.definition.machine {
                if machine.state(named: name) != nil {
                    button.machineState = name
                    if let titleState = saved.titleSetBy, machine.state(named: titleState)?.title != nil {
                        button.titleSetBy = titleState
                    }
                    button.relocalize(state.localization)
                    if let image = machine.states.last(where: { $0.name == name })?.image {
                        button.images.set(image, for: .normal)
                    }
                } else {
                    mismatches.append(.machineStateGone(saved.id, name))
                }
            }
            for (name, value) in saved.context ?? [:]
            where button.context[name] != nil && Counter.range.contains(value) {
                button.context[name] = value
            }
            button.size = saved.size
            if shownLocale == self.locale, Self.storage(saved.titles) != button.titles.storage {
                mismatches.append(.titlesChanged(saved.id))
            }
            state.buttons[index] = button
        }
        state.targetIndex = state.index(of: target) ?? 0
        return (state, mismatches)
    }

    private static func storage(_ titles: [String: String]) -> [UInt32: String] {
        var storage: [UInt32: String] = [:]
        for (key, title) in titles {
            if let raw = UInt32(key) { storage[raw] = title }
        }
        return storage
    }
}
