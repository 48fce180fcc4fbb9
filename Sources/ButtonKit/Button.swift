/// One simulated `UIButton`, built from its definition: flags, the per-state titles and
/// images as `setTitle(_:for:)` / `setImage(_:for:)` stored them, and its machine's state.
public struct Button: Hashable, Sendable {
    /// Small or medium (from the file; `render --size` may change it).
    public var size: ButtonSize {
        get { storage.size }
        _modify {
            makeUnique()
            yield &storage.size
        }
    }
    /// The system flags asked for and the custom states on.
    public var flags: ButtonFlags {
        get { storage.flags }
        _modify {
            makeUnique()
            yield &storage.flags
        }
    }
    /// Per-state titles in the current locale.
    public var titles: StateTable<String> {
        get { storage.titles }
        _modify {
            makeUnique()
            yield &storage.titles
        }
    }
    /// Per-state image glyphs.
    public var images: StateTable<String> {
        get { storage.images }
        _modify {
            makeUnique()
            yield &storage.images
        }
    }
    /// The machine's current state, for a button with a machine.
    public var machineState: String? {
        get { storage.machineState }
        _modify {
            makeUnique()
            yield &storage.machineState
        }
    }
    /// The machine state whose `title` was last set for `.normal`, so a locale change can
    /// set it again in the new language.
    public var titleSetBy: String? {
        get { storage.titleSetBy }
        _modify {
            makeUnique()
            yield &storage.titleSetBy
        }
    }
    /// The machine's counters by name (its `context`), shown in titles as `{NAME}`.
    public var context: [String: Int] {
        get { storage.context }
        _modify {
            makeUnique()
            yield &storage.context
        }
    }
    /// The locale its texts are shown in (a configuration resolves its texts per state).
    public var localization: Localization { storage.localization }
    /// What the button file declares.
    public var definition: ButtonDefinition { shared.value }
    /// The definition, shared by every copy: a button is copied for every frame, every
    /// gallery cell and every reachable state, and the definition never changes.
    private var shared: SharedDefinition { storage.shared }
    /// Everything above, in one object shared by copies until one of them changes: the
    /// engine, the layout and the renderer copy buttons on every key, and a copy is then
    /// one reference instead of one per field.
    private var storage: ButtonStorage

    /// Gives this copy its own storage before a change, when another copy shares it.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Equal buttons have equal fields; copies that still share storage are equal at once.
    public static func == (lhs: Button, rhs: Button) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasEqualFields(rhs.storage)
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) { storage.hash(into: &hasher) }

    /// A button in its first state: the file's titles and images applied in file order
    /// through UIKit's setter rule, then the machine's initial state entered.
    /// - Parameters:
    ///   - definition: The button's definition.
    ///   - localization: The locale its titles are shown in.
    public init(_ definition: ButtonDefinition, localization: Localization) {
        self.init(SharedDefinition(definition), localization: localization)
    }

    /// The button as it starts in `localization`, made from the same shared definition:
    /// what a reset gives back, still known as the same definition.
    public func restarted(in localization: Localization) -> Button { Button(shared, localization: localization) }

    private init(_ shared: SharedDefinition, localization: Localization) {
        let definition = shared.value
        storage = ButtonStorage(
            shared: shared, size: definition.configuration?.base.buttonSize?.buttonSize ?? definition.size,
            flags: ButtonFlags(catalog: definition.states), titles: Self.fileTitles(definition, localization),
            images: StateTable(entries: definition.images.map { ($0.state, $0.value) }),
            context: definition.machine?.initialContext ?? [:], localization: localization)
        MachineInterpreter.start(&self, localization: localization)
    }

    /// The file's titles for one locale, set in file order; a configuration's title is
    /// its `.normal` title, which a machine state's `title` replaces.
    static func fileTitles(_ definition: ButtonDefinition, _ localization: Localization) -> StateTable<String> {
        if let configuration = definition.configuration {
            return StateTable(entries: configuration.base.title.map { [(.normal, localization.text($0))] } ?? [])
        }
        return StateTable(entries: definition.titles.map { ($0.state, localization.text($0.value)) })
    }

    /// Sets every title again in another locale, keeping what the machine set.
    /// - Parameter localization: The new locale.
    public mutating func relocalize(_ localization: Localization) {
        makeUnique()
        storage.localization = localization
        titles = Self.fileTitles(definition, localization)
        if let name = titleSetBy, let title = machineState(named: name)?.title {
            titles.set(localization.text(title), for: .normal)
        }
    }

    /// The button's id.
    public var id: ButtonID { definition.id }

    /// Whose rules it follows, read in place (asked for every button after every action).
    public var framework: Framework { shared.value.framework }

    /// UIKit's `state`.
    public var state: ControlState { flags.state }

    /// Whether the button is enabled now.
    public var isEnabled: Bool { flags.isEnabled }

    /// The theme colour group it draws with.
    public var variant: String { definition.variant }

    /// The machine state's definition, if the button has a machine.
    public var currentMachineState: MachineState? {
        machineState.flatMap(machineState(named:))
    }

    /// A machine state of the button's definition by name, found through an index made
    /// once per definition (a search per look-up made the reachable set quadratic in the
    /// machine's states).
    func machineState(named name: String) -> MachineState? {
        shared.machineStates[name]
    }

    /// The title lookup for the current state, with the slot that supplied it; counters
    /// written `{NAME}` show their values, formatted for the locale.
    public var titleLookup: StateLookup<String> {
        var lookup = lookup(titles, default: "")
        lookup.value = counterText(lookup.value)
        return lookup
    }

    /// A per-state value by the rules of the button's framework: UIKit's exact slot else
    /// normal, or SwiftUI's precedence ladder.
    /// - Parameters:
    ///   - table: The values by state.
    ///   - defaultValue: The system default.
    public func lookup<Value>(_ table: StateTable<Value>, default defaultValue: Value) -> StateLookup<Value> {
        // Read in place: copying the definition out for every lookup costs a retain per field.
        guard shared.value.framework == .swiftui else { return table.lookup(state, default: defaultValue) }
        return shared.value.ladder.lookup(table, flags: flags, default: defaultValue)
    }

    /// The title the button would show without a custom state (its words stand for it
    /// meanwhile), counters not yet filled in: UIKit's slot for the state without its bits,
    /// normal's for a state without a bit; under SwiftUI's rules the ladder's choice with
    /// the state and the flags it couples off (the ladder has no slots to miss).
    /// - Parameter custom: A custom state that is on.
    func titleWithout(_ custom: CustomState) -> String { titleLookup(without: custom).lookup.value }

    /// How the title the button shows without `custom` is found, by its rules: UIKit's slot
    /// lookup of the state without it, or SwiftUI's ladder over the flags without it; with
    /// the state looked up (what a `.normal` fallback or an exact slot refers to).
    /// - Parameter custom: A custom state that is on.
    public func titleLookup(without custom: CustomState) -> (lookup: StateLookup<String>, state: ControlState) {
        guard framework == .swiftui else {
            let without = custom.bit.isEmpty ? ControlState.normal : state.subtracting(custom.state)
            return (titles.lookup(without, default: ""), without)
        }
        var flags = ButtonFlags(
            requested: state.subtracting(custom.state), active: self.flags.active.filter { $0 != custom.name },
            catalog: self.flags.catalog)
        flags.setDisabledByContainer(self.flags.isDisabledByContainer)
        return (definition.ladder.lookup(titles, flags: flags, default: ""), flags.state)
    }

    /// A text with `{NAME}` replaced by the counters' values, formatted for the locale.
    /// - Parameter text: A title as the file writes it.
    public func counterText(_ text: String) -> String {
        context.isEmpty ? text : CounterText.interpolate(text, context: context, locale: localization.locale)
    }

    /// The custom state that hides the title now, if any (the design system's loading).
    public var titleHiddenBy: CustomState? { flags.firstActive(where: \.hidesTitle) }

    /// The configuration shown now, after the handler's patches for the current state;
    /// `nil` for a button without one.
    public var configuration: ResolvedConfiguration? {
        definition.configuration?.resolved(
            for: state, title: titles.lookup(.normal, default: "").value,
            localization: localization)
    }

    /// What the button shows now: the looked-up title (a configuration's title), or ""
    /// while a state hides it.
    public var shownTitle: String {
        guard titleHiddenBy == nil else { return "" }
        return configuration.map { counterText($0.title) } ?? titleLookup.value
    }

    /// A configuration's subtitle now ("" when none or hidden).
    public var shownSubtitle: String { titleHiddenBy == nil ? configuration?.subtitle ?? "" : "" }

    /// Whether a spinner turns: a custom state with `spinner` is on, the machine is in a
    /// state with `spinner`, or the configuration shows its activity indicator.
    public var showsSpinner: Bool {
        // Asked for every button after every action: a button whose definition has no
        // spinner anywhere answers from the definition alone (its fields are not read);
        // else the custom states are walked only when one is on (reading the flags in
        // place, not copied out of the storage), the machine state compared by name with
        // the few that spin (no look-up of its definition), the configuration (worked out
        // for the state) only when one of its patches spins.
        let storage = storage
        let shared = storage.shared
        guard shared.declaresSpinner else { return false }
        if !storage.flags.active.isEmpty, storage.flags.firstActive(where: { $0.spinner }) != nil { return true }
        if !shared.spinningMachineStates.isEmpty, let name = storage.machineState,
            shared.spinningMachineStates.contains(name)
        {
            return true
        }
        return shared.configurationSpins && (configuration?.showsActivityIndicator ?? false)
    }

    /// The image glyph for the current state, if any (a configuration's image, which its
    /// activity indicator replaces); without one, the symbol of the system label a
    /// SwiftUI `close` or `confirm` button without a title shows (``systemLabelRole``).
    public var icon: String? {
        if let configuration {
            if configuration.showsActivityIndicator { return nil }
            if let image = configuration.image { return image }
        }
        let glyph = lookup(images, default: "").value
        guard glyph.isEmpty else { return glyph }
        // Only a SwiftUI button with a role can show the system label: UIKit's read nothing more.
        guard shared.value.role != nil else { return nil }
        return systemLabelRole?.systemSymbol
    }

    /// The size drawn now: an update's `buttonSize` while its state is on, else ``size``
    /// (the file's, which a configuration's own `buttonSize` set, or `render --size`).
    public var drawnSize: ButtonSize {
        // The configuration worked out only when an update can set the size.
        guard shared.updatesSetButtonSize, let configuration, configuration.setBy["buttonSize"] != nil else {
            return size
        }
        return configuration.buttonSize.buttonSize
    }

    /// Whether the image or indicator sits after the title (`imagePlacement` trailing).
    public var imageTrails: Bool { configuration?.imagePlacement == .trailing }

    /// Every title the button can show in a locale, so a layout can reserve the widest.
    /// - Parameter localization: The locale.
    public func allTitles(_ localization: Localization) -> [String] {
        let file = definition.titles.map { localization.text($0.value) }
        let machine = definition.machine?.states.compactMap { $0.title.map(localization.text) } ?? []
        let configured = definition.configuration?.allTexts(localization) ?? []
        return (file + machine + configured).map(counterText)
    }

    /// Which definition a button was made from, compared by identity: equal for copies of
    /// one button, different after its file was loaded again.
    public struct DefinitionIdentity: Equatable, Sendable {
        fileprivate let shared: SharedDefinition

        /// The same object, without comparing definitions.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.shared === rhs.shared }
    }

    /// Whether the definition declares events (keys that send a control event): read
    /// in place, without copying the definition, for the inspector's row count.
    public var declaresEvents: Bool { !shared.value.events.isEmpty }

    /// Whether the button has counters its machine declares, which the inspector shows.
    public var showsCounters: Bool { !context.isEmpty && shared.value.machine?.context != nil }

    /// The identity of the definition this button was made from.
    public var definitionIdentity: DefinitionIdentity { DefinitionIdentity(shared: shared) }

    /// Whether this is a copy of `earlier` that no change has reached since: copies share
    /// one storage until one of them changes (copy on write), so a shared storage means
    /// every field is equal, known at the cost of comparing two references. `false` says
    /// only that it may have changed.
    /// - Parameter earlier: A copy of a button kept from before.
    public func isUnchanged(since earlier: Button) -> Bool { storage === earlier.storage }
}
