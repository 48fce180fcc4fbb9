/// One simulated `UIButton`, built from its definition: flags, the per-state titles and
/// images as `setTitle(_:for:)` / `setImage(_:for:)` stored them, and its machine's state.
public struct Button: Hashable, Sendable {
    /// Small or medium (from the file; `render --size` may change it).
    public var size: ButtonSize
    /// The system flags asked for and the custom states on.
    public var flags: ButtonFlags
    /// Per-state titles in the current locale.
    public var titles: StateTable<String>
    /// Per-state image glyphs.
    public var images: StateTable<String>
    /// The machine's current state, for a button with a machine.
    public var machineState: String?
    /// The machine state whose `title` was last set for `.normal`, so a locale change can
    /// set it again in the new language.
    public var titleSetBy: String?
    /// What the button file declares. Declared last, so comparisons look at what changes first.
    public let definition: ButtonDefinition

    /// A button in its first state: the file's titles and images applied in file order
    /// through UIKit's setter rule, then the machine's initial state entered.
    /// - Parameters:
    ///   - definition: The button's definition.
    ///   - localization: The locale its titles are shown in.
    public init(_ definition: ButtonDefinition, localization: Localization) {
        self.definition = definition
        self.size = definition.size
        self.flags = ButtonFlags(catalog: definition.states)
        self.titles = Self.fileTitles(definition, localization)
        self.images = StateTable(entries: definition.images.map { ($0.state, $0.value) })
        self.machineState = nil
        self.titleSetBy = nil
        if let machine = definition.machine {
            MachineInterpreter.enterWithoutTimers(machine.initial, button: &self, localization: localization)
        }
    }

    /// The file's titles for one locale, set in file order.
    static func fileTitles(_ definition: ButtonDefinition, _ localization: Localization) -> StateTable<String> {
        StateTable(entries: definition.titles.map { ($0.state, localization.text($0.value)) })
    }

    /// Sets every title again in another locale, keeping what the machine set.
    /// - Parameter localization: The new locale.
    public mutating func relocalize(_ localization: Localization) {
        titles = Self.fileTitles(definition, localization)
        if let name = titleSetBy, let title = definition.machine?.state(named: name)?.title {
            titles.set(localization.text(title), for: .normal)
        }
    }

    /// The button's id.
    public var id: ButtonID { definition.id }

    /// UIKit's `state`.
    public var state: ControlState { flags.state }

    /// Whether the button is enabled now.
    public var isEnabled: Bool { flags.isEnabled }

    /// The theme colour group it draws with.
    public var variant: String { definition.variant }

    /// The machine state's definition, if the button has a machine.
    public var currentMachineState: MachineState? {
        machineState.flatMap { definition.machine?.state(named: $0) }
    }

    /// The title lookup for the current state, with the slot that supplied it.
    public var titleLookup: StateLookup<String> { titles.lookup(state, default: "") }

    /// The custom state that hides the title now, if any (the design system's loading).
    public var titleHiddenBy: CustomState? { flags.activeStates.first(where: \.hidesTitle) }

    /// What the button shows now: the looked-up title, or "" while a state hides it.
    public var shownTitle: String { titleHiddenBy == nil ? titleLookup.value : "" }

    /// Whether a spinner turns: a custom state with `spinner` is on, or the machine is in a
    /// state with `spinner`.
    public var showsSpinner: Bool {
        flags.activeStates.contains(where: \.spinner) || (currentMachineState?.spinner ?? false)
    }

    /// The image glyph for the current state, if any.
    public var icon: String? {
        let glyph = images.lookup(state, default: "").value
        return glyph.isEmpty ? nil : glyph
    }

    /// Every title the button can show in a locale, so a layout can reserve the widest.
    /// - Parameter localization: The locale.
    public func allTitles(_ localization: Localization) -> [String] {
        let file = definition.titles.map { localization.text($0.value) }
        let machine = definition.machine?.states.compactMap { $0.title.map(localization.text) } ?? []
        return file + machine
    }
}
