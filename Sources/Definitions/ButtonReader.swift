import ButtonKit
import JSONSupport

/// Reads one button of a button file: id, look, custom states, per-state titles and
/// images, accessibility label and machine.
struct ButtonReader {
    /// The locales the file declares; localized strings may use only these.
    let locales: [LocaleTag]
    /// The same, for a lookup that does not grow with their number.
    let declared: Set<LocaleTag>
    /// Keys the simulator already uses.
    let reservedKeys: Set<Character>

    /// A reader for buttons of a file declaring `locales`.
    init(locales: [LocaleTag], reservedKeys: Set<Character>) {
        self.locales = locales
        declared = Set(locales)
        self.reservedKeys = reservedKeys
    }

    /// The declared locales for a message: the first ten, then how many more.
    var localeList: String {
        let shown = locales.prefix(10).map(\.rawValue).joined(separator: ", ")
        return locales.count > 10 ? shown + ", and \(locales.count - 10) more" : shown
    }

    static let keys = [
        "id", "variant", "size", "width", "states", "titles", "images", "accessibilityLabel", "events", "machine",
        "configuration", "lines", "maxWidth", "textStyle", "audit", "review",
    ]

    /// Reads the keys of custom states and events.
    var keys: KeyReader { KeyReader(fixed: reservedKeys) }

    func read(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> ButtonDefinition? {
        guard let members = problems.object(value, at: path, known: Self.keys) else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard let idValue = member("id") else {
            problems.error(path, "missing \"id\" (every button needs one)")
            return nil
        }
        guard let idText = problems.string(idValue, at: "\(path).id") else { return nil }
        guard problems.name(idText, .buttonID, at: "\(path).id") else { return nil }
        var definition = ButtonDefinition(id: ButtonID(rawValue: idText))
        if let value = member("variant"), let variant = problems.string(value, at: "\(path).variant") {
            if problems.name(variant, .variant, at: "\(path).variant") { definition.variant = variant }
        }
        if let value = member("size"),
            let size = problems.choice(value, at: "\(path).size", of: ButtonSize.allCases.map(\.rawValue))
        {
            definition.size = ButtonSize(rawValue: size) ?? .medium
        }
        if let value = member("width"),
            let width = problems.choice(value, at: "\(path).width", of: ButtonWidth.allCases.map(\.rawValue))
        {
            definition.width = ButtonWidth(rawValue: width) ?? .widest
        }
        if let value = member("states") {
            definition.states = CustomStateReader(reader: self).readAll(value, at: "\(path).states", &problems)
        }
        let keys = StateKeyParser(customStates: definition.states)
        if let value = member("titles") {
            definition.titles = Self.readStateValues(value, at: "\(path).titles", keys: keys, &problems) {
                value, path, problems in
                readLocalized(value, at: path, &problems)
            }
        }
        if let value = member("images") {
            definition.images = Self.readStateValues(value, at: "\(path).images", keys: keys, &problems) {
                value, path, problems in
                readGlyph(value, at: path, &problems)
            }
        }
        if let value = member("configuration") {
            if member("titles") != nil {
                problems.error(
                    "\(path).configuration",
                    "a button has \"configuration\" or \"titles\", not both (the configuration's title and updates replace per-state titles)"
                )
            }
            definition.configuration = ConfigurationReader(button: self, keys: keys).read(
                value, at: "\(path).configuration", &problems)
        }
        if let value = member("accessibilityLabel") {
            definition.accessibilityLabel = readLocalized(value, at: "\(path).accessibilityLabel", &problems)
        }
        if let value = member("events") {
            let taken = definition.states.compactMap { state in state.key.map { ($0, state.name) } }
            definition.events = EventReader(button: self).readAll(value, at: "\(path).events", taken: taken, &problems)
        }
        if let value = member("machine") {
            var eventNames = definition.events.map(\.name)
            if case .object(let declared)? = member("events") {
                eventNames += declared.map(\.key).filter { !eventNames.contains($0) }
            }
            definition.machine = MachineReader(
                button: self, customStates: definition.states, events: definition.events, eventNames: eventNames
            ).read(value, at: "\(path).machine", &problems)
        } else if !definition.events.isEmpty {
            problems.error("\(path).events", "events need a \"machine\" that handles them")
        }
        if let value = member("review") {
            definition.review = ReviewReader.read(
                value, at: "\(path).review", customStates: definition.states, &problems)
        }
        LayoutReader.read(members, at: path, into: &definition, &problems)
        return definition
    }

    /// A plain string, or an object from declared locale tags to strings.
    func readLocalized(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> LocalizedText? {
        switch value {
        case .string(let text):
            return .plain(text)
        case .object(let members):
            guard !members.isEmpty else {
                problems.error(path, "empty: give a string, or a string per locale")
                return nil
            }
            var entries: [LocalizedEntry] = []
            for member in members {
                let memberPath = ProblemCollector.join(path, member.key)
                let tag = LocaleTag(rawValue: member.key)
                guard declared.contains(tag) else {
                    problems.error(memberPath, "locale \"\(member.key)\" is not in \"locales\" (\(localeList))")
                    continue
                }
                if let text = problems.string(member.value, at: memberPath) {
                    entries.append(LocalizedEntry(locale: tag, text: text))
                }
            }
            return entries.isEmpty ? nil : .byLocale(entries)
        default:
            problems.error(path, "expected a string or an object of strings per locale, found \(value.kindName)")
            return nil
        }
    }

    /// An image glyph: 1 to 4 characters, no control characters.
    func readGlyph(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> String? {
        guard let text = problems.string(value, at: path) else { return nil }
        guard (1...4).contains(text.count),
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            problems.error(path, "an image is a glyph of 1 to 4 printable characters, such as \"♥\"")
            return nil
        }
        return text
    }

    /// An object from state keys to values, read in file order: each key parsed (a bad
    /// one is a problem and skipped), each value read by `read`.
    static func readStateValues<Value>(
        _ value: JSONValue, at path: String, keys: StateKeyParser, values: String = "values",
        _ problems: inout ProblemCollector, read: (JSONValue, String, inout ProblemCollector) -> Value?
    ) -> [StateValue<Value>] {
        guard case .object(let members) = value else {
            problems.error(path, "expected an object from state keys to \(values), found \(value.kindName)")
            return []
        }
        var entries: [StateValue<Value>] = []
        for member in members {
            let memberPath = ProblemCollector.join(path, member.key)
            let state: ControlState
            switch keys.parse(member.key) {
            case .success(let parsed): state = parsed
            case .failure(let problem):
                problems.error(memberPath, problem.message)
                continue
            }
            if let value = read(member.value, memberPath, &problems) {
                entries.append(StateValue(key: member.key, state: state, value: value))
            }
        }
        return entries
    }
}
