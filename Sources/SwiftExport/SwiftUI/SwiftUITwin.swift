import ButtonKit
import Facts
import Theming

/// The SwiftUI twin of one button: its names and its look table, worked out once from the
/// button file under SwiftUI's rules and shared by the writers of the view, the model, the
/// previews and the tests. Names, catalog keys and colour sets come from the UIKit export's
/// writer (``ButtonClassWriter``), so both twins read one String Catalog and one asset catalog.
struct SwiftUITwin {
    /// One input of the style: a flag the look depends on.
    struct Input {
        /// The flag's name in the state facts (`highlighted`, `disabled`, `mutual`).
        var flag: String
        /// The property of the style's state (`isPressed`, `isEnabled`, `isMutual`).
        var property: String
        /// Whether the property is the flag's opposite (`isEnabled` for `disabled`).
        var negated: Bool

        /// The property's value for a state with `flags` on.
        func isOn(_ flags: Set<String>) -> Bool { flags.contains(flag) != negated }
    }

    /// The UIKit export's writer: names, catalog and colour sets.
    var writer: ButtonClassWriter
    /// The button, following SwiftUI's rules.
    let definition: ButtonDefinition
    /// `FollowButton`: the view; the style, state, look and model add a suffix.
    let name: String
    /// The inputs, in the order the state's initializer takes them.
    let inputs: [Input]
    /// Every reachable state's row, in reachable order, one per key.
    private(set) var rows: [SwiftUILookRow] = []
    /// The rows of the reviewed states (the flow x the review set), in review order.
    private(set) var reviewed: [SwiftUILookRow] = []
    /// Every text a row shows or reads, one per catalog key, in the order first met: the cases
    /// of the twin's text enum.
    private(set) var texts: [SwiftUILookRow.CatalogText] = []
    /// The Swift names of the counters the titles show, in the machine's `context` order: the
    /// arguments of the text enum's `resource`.
    let counters: [String]

    init(definition: ButtonDefinition, board: BoardDefinition, theme: Theme, source: String, name: String) {
        var swiftUI = definition
        swiftUI.framework = .swiftui
        self.definition = swiftUI
        self.name = name
        writer = ButtonClassWriter(
            definition: swiftUI, board: board, theme: theme, source: source, stepDelay: .seconds(1), className: name)
        var inputs = [
            Input(flag: SystemFlag.highlighted.name, property: "isPressed", negated: false),
            Input(flag: SystemFlag.disabled.name, property: "isEnabled", negated: true),
            Input(flag: SystemFlag.focused.name, property: "isFocused", negated: false),
            Input(flag: SystemFlag.selected.name, property: "isSelected", negated: false),
        ]
        for entry in writer.stateNames {
            inputs.append(Input(flag: entry.state.name, property: entry.property, negated: false))
        }
        self.inputs = inputs
        let shown = writer.countersShownInTitles
        let classWriter = writer
        counters = (swiftUI.machine?.context ?? []).filter { shown.contains($0.name) }.map {
            classWriter.counterName($0.name)
        }
        let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
        var seen: [String: Int] = [:]
        var reachable = ReachableStates.entries(for: swiftUI, localization: localization).map(\.button)
        if let machine = swiftUI.machine, keysTitleSetBy {
            reachable = KeptTitleStates.expanded(reachable, machine: machine, localization: localization)
        }
        for button in reachable {
            let row = makeRow(button, localization: localization)
            let key = row.key(self)
            guard seen[key] == nil else { continue }
            seen[key] = rows.count
            rows.append(row)
        }
        var reviewedKeys: Set<String> = []
        for entry in ReviewStates.entries(for: swiftUI, localization: localization) {
            let row = makeRow(entry.button, localization: localization)
            guard reviewedKeys.insert(row.key(self)).inserted, let index = seen[row.key(self)] else { continue }
            reviewed.append(rows[index])
        }
    }

    var id: String { definition.id.rawValue }
    var styleName: String { name + "Style" }
    var stateName: String { name + "State" }
    var lookName: String { name + "Look" }
    var modelName: String { name + "Model" }
    var textName: String { name + "Text" }

    /// `.resource` or `.resource(likes: likes)`: a text's resource with the counters' values,
    /// each read from `source` (`""` for a local, `"model."` for the model's).
    func resourceCall(from source: String) -> String {
        counters.isEmpty
            ? ".resource" : ".resource(" + counters.map { "\($0): \(source)\($0)" }.joined(separator: ", ") + ")"
    }

    /// Whether the title a machine state set is an input of the look: some states set one and
    /// others keep the last (UIKit's `setTitle(_:for: .normal)` stays until the next).
    var keysTitleSetBy: Bool {
        guard let machine = definition.machine else { return false }
        return machine.states.contains { $0.title != nil } && machine.states.contains { $0.title == nil }
    }

    /// Whether the title's weight changes from state to state (a secondary button's selected
    /// title semibold over a regular one): the look table then carries it.
    var weightChanges: Bool { Set(rows.map(\.weight)).count > 1 }

    /// A state's name for previews and tests: `saving disabled`, `selected highlighted`.
    func stateLabel(_ row: SwiftUILookRow) -> String {
        let flags = row.facts.flags.isEmpty ? SystemFlag.normalName : row.facts.flags.joined(separator: " ")
        return (row.facts.mode.map { $0 + " " } ?? "") + flags
    }

    // MARK: Rows

    private mutating func makeRow(_ button: Button, localization: Localization) -> SwiftUILookRow {
        let facts = StateFacts(button, theme: writer.theme, localization: localization)
        let flags = Set(facts.flags)
        let state = facts.state
        let colourSlot = Self.slot(facts.coloursRule, state: state)
        let shown = { (theme: Theme) in
            StateFacts(button, theme: theme, localization: localization).colors
        }
        let hidden = button.titleHiddenBy != nil
        return SwiftUILookRow(
            facts: facts, modeCase: facts.mode.map { writer.modeCase($0) },
            imageSetBy: imageSetBy(facts.image).map { writer.modeCase($0) },
            titleSetBy: keysTitleSetBy ? button.titleSetBy.map { writer.modeCase($0) } : nil, flags: flags,
            title: hidden || facts.title.isEmpty ? nil : title(of: button, facts: facts),
            systemImage: facts.image.flatMap { SFSymbolName.symbol(for: $0) },
            imageAsset: facts.image.flatMap { SFSymbolName.symbol(for: $0) == nil ? "\(id).\($0)" : nil },
            foreground: color(.foreground, colourSlot, light: facts.colors.foreground) { shown($0).foreground },
            weight: writer.theme.style(of: button).text.fontWeight,
            background: facts.colors.background.map { light in
                color(.background, colourSlot, light: light) { shown($0).background }
            },
            border: facts.colors.border.map { light in color(.border, colourSlot, light: light) { shown($0).border } },
            spinner: color(.spinner, colourSlot, light: facts.colors.spinner) { shown($0).spinner },
            label: label(of: button), value: value(of: button))
    }

    /// The machine states that set an image, each under the first of them showing the same one
    /// (the image, not the state, is what the look depends on).
    var imageModes: [(state: String, image: String)] {
        guard let machine = definition.machine else { return [] }
        var seen: Set<String> = []
        return machine.states.compactMap { state in
            guard let image = state.image, seen.insert(image).inserted else { return nil }
            return (state.name, image)
        }
    }

    /// The machine state whose image `.normal` keeps, as the model tracks it: the image shown
    /// outside the file's own images is the last a machine state set (UIKit's
    /// `setImage(_:for: .normal)` stays, and the review keeps it under SwiftUI's rules too).
    private func imageSetBy(_ image: String?) -> String? {
        guard let image, !definition.images.contains(where: { $0.value == image }) else { return nil }
        return imageModes.first { $0.image == image }?.state
    }

    /// The slot a rule read: the ladder's rung, UIKit's exact or aliased slot, else normal.
    private static func slot(_ rule: StateSlotSource?, state: ControlState) -> ControlState {
        switch rule {
        case .ladder(_, let slot): slot
        case .aliased(let slot): slot
        case .exact, nil: state
        case .normalFallback, .systemDefault: .normal
        }
    }

    /// The title's catalog key: the file's title of the slot the ladder read, or the machine
    /// state's title where the machine set `.normal`'s, as the UIKit export keys them.
    private mutating func title(of button: Button, facts: StateFacts) -> SwiftUILookRow.CatalogText? {
        titleText(slot: Self.slot(facts.titleRule, state: facts.state), of: button)
    }

    /// The catalog text of the title stored in `slot`.
    private mutating func titleText(slot: ControlState, of button: Button) -> SwiftUILookRow.CatalogText? {
        let development = board.developmentLocale
        if slot == .normal, let mode = button.titleSetBy,
            let title = definition.machine?.states.first(where: { $0.name == mode })?.title
        {
            return catalogText(
                title, key: "\(id).machine.\(mode).title", comment: "\(id) button title in machine state \(mode)",
                development: development, counters: true)
        }
        guard let entry = definition.titles.first(where: { $0.state == slot }) else { return nil }
        return catalogText(
            entry.value, key: "\(id).title.\(entry.key)", comment: "\(id) button title, state \(entry.key)",
            development: development, counters: true)
    }

    /// The label VoiceOver starts from when it is not the title: the file's own, or, while a
    /// state with its own reading is on, the title of the state without it, looked up as the
    /// state facts' reading looks it up (``VoiceOver/label(for:localization:)``: the exact
    /// slot, else normal, under either framework).
    private mutating func label(of button: Button) -> SwiftUILookRow.CatalogText? {
        if let label = definition.accessibilityLabel {
            return catalogText(
                label, key: "\(id).accessibilityLabel", comment: "VoiceOver label of the \(id) button",
                development: board.developmentLocale)
        }
        guard let reading = button.flags.activeStates.first(where: { $0.accessibilityLabel != nil }) else {
            return nil
        }
        // The title without the state, by the ladder: the engine's name (``VoiceOver``) for it.
        let (lookup, without) = button.titleLookup(without: reading)
        guard !lookup.value.isEmpty else { return nil }
        return titleText(slot: Self.slot(lookup.source, state: without), of: button)
    }

    /// A custom state's own words, read after the name.
    private mutating func value(of button: Button) -> SwiftUILookRow.CatalogText? {
        guard let reading = button.flags.activeStates.first(where: { $0.accessibilityLabel != nil }),
            let words = reading.accessibilityLabel
        else { return nil }
        return catalogText(
            words, key: "\(id).state.\(reading.name).accessibilityValue",
            comment: "VoiceOver value of the \(id) button while \(reading.name)", development: board.developmentLocale)
    }

    private var board: BoardDefinition { writer.board }

    /// The text under `key`, added to the catalog as the UIKit export adds it (a title's counters
    /// as `%@`) and to ``texts``.
    private mutating func catalogText(
        _ text: LocalizedText, key: String, comment: String, development: LocaleTag, counters: Bool = false
    ) -> SwiftUILookRow.CatalogText {
        if let known = texts.first(where: { $0.key == key }) { return known }
        _ = writer.localized(text, key: key, comment: comment, counters: counters)
        let developmentText = text.resolved(for: development, development: development)
        let pieces = CounterTemplate.pieces(developmentText, counters: counters ? writer.countersShownInTitles : [])
        let prefix = id + "."
        var used = Set(texts.map(\.member))
        let member = SwiftNames.uniqueMember(
            key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : key, fallback: "text", suffix: "Text",
            used: &used)
        let catalogText = SwiftUILookRow.CatalogText(
            key: key, text: developmentText, comment: comment, member: member,
            defaultValue: CounterTemplate.interpolated(pieces) { writer.counterName($0) })
        texts.append(catalogText)
        return catalogText
    }

    /// `Color("token", bundle: Resources.bundle)` from the UIKit export's colour set for the part
    /// in the slot, else the sRGB the review draws in the default appearance.
    private func color(
        _ part: Theme.ColorPart, _ slot: ControlState, light: RGBColor, shown: (Theme) -> RGBColor?
    ) -> String {
        let named = writer.tokenColor(part, slot, shown: shown)
        if let named, named.hasPrefix("Colors.named("), named.hasSuffix(")") {
            let literal = named.dropFirst("Colors.named(".count).dropLast()
            return "Color(\(literal), bundle: Resources.bundle)"
        }
        return "Palette.rgb(0x\(light.hex.dropFirst()))"
    }
}
