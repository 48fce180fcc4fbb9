import Escaping

/// How a committed contract and the current one differ, line by line, for `contract
/// --check`: states gone, states new, and for a state in both the fields that changed.
public struct ContractComparison: Sendable {
    /// One state present in both with different fields.
    public struct Change: Hashable, Sendable {
        /// The state's key (button, machine state, flags, raw value, locale, theme).
        public var key: String
        /// Each changed field: name, committed value, current value.
        public var fields: [Field]
    }

    /// One changed field.
    public struct Field: Hashable, Sendable {
        /// The field's name (`title`, `fg`, …).
        public var name: String
        /// The committed value, as written (quoted).
        public var old: String
        /// The current value, as written (quoted).
        public var new: String
    }

    /// The header lines when they differ (what the contract covers changed).
    public var header: (old: String, new: String)?
    /// Lines in the committed contract only.
    public var removed: [String]
    /// Lines in the current contract only.
    public var added: [String]
    /// States in both whose fields differ.
    public var changed: [Change]

    /// Whether the two are the same.
    public var isEmpty: Bool { header == nil && removed.isEmpty && added.isEmpty && changed.isEmpty }

    /// Compares two contract texts; lines are matched by their key (``StatePairing``), so a
    /// reordering alone is no difference but a changed field is. Linear in the texts: lines
    /// pair by hashing and fields by name, so a committed contract of many lines or of
    /// one line of many fields costs no more than reading it.
    /// - Parameters:
    ///   - old: The committed contract.
    ///   - new: The current one.
    public init(old: String, new: String) {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let oldHeader = oldLines.first ?? "", newHeader = newLines.first ?? ""
        header = oldHeader == newHeader ? nil : (oldHeader, newHeader)
        let pairs = StatePairing.pairs(
            old: Self.parsed(oldLines.dropFirst()), new: Self.parsed(newLines.dropFirst()), key: \.key,
            identity: \.line)
        removed = pairs.compactMap { $0.new == nil ? $0.old?.line : nil }
        added = pairs.compactMap { $0.old == nil ? $0.new?.line : nil }
        changed = pairs.compactMap { pair in
            guard let committed = pair.old, let current = pair.new, committed.line != current.line else { return nil }
            return Change(key: current.key + pair.suffix, fields: Self.changedFields(committed.fields, current.fields))
        }
    }

    /// The fields that differ between two lines of one state, committed order first, then
    /// fields only the current line has; a field missing on one side is `(none)`. A name
    /// that occurs again in a line (a hand-edited one) is compared occurrence by occurrence,
    /// shown as `name #2`.
    static func changedFields(
        _ committed: [(name: String, value: String)], _ current: [(name: String, value: String)]
    ) -> [Field] {
        let before = numbered(committed), after = numbered(current)
        var values: [String: (old: String?, new: String?)] = [:]
        var names: [String] = []
        for (name, value) in before {
            if values[name] == nil { names.append(name) }
            values[name, default: (nil, nil)].old = value
        }
        for (name, value) in after {
            if values[name] == nil { names.append(name) }
            values[name, default: (nil, nil)].new = value
        }
        return names.compactMap { name in
            guard let value = values[name], value.old != value.new else { return nil }
            return Field(name: name, old: value.old ?? "(none)", new: value.new ?? "(none)")
        }
    }

    /// Fields with each name made unique by its occurrence: `?`, `? #2`, `? #3`.
    private static func numbered(_ fields: [(name: String, value: String)]) -> [(name: String, value: String)] {
        var seen: [String: Int] = [:]
        return fields.map { field in
            let count = (seen[field.name] ?? 0) + 1
            seen[field.name] = count
            return (count == 1 ? field.name : "\(field.name) #\(count)", field.value)
        }
    }

    /// The readable difference: one line per change, indented details below. Every line
    /// of the committed contract comes from a file a pull request may have changed, so
    /// each is escaped (``ControlCharacterEscaping/escaped(_:)``): no control or
    /// bidirectional character reaches the terminal.
    public var lines: [String] {
        var out: [String] = []
        if let header { out += ["header changed:", "  - \(header.old)", "  + \(header.new)"] }
        for line in removed { out.append("- \(line)") }
        for line in added { out.append("+ \(line)") }
        for change in changed {
            out.append("~ \(change.key)")
            for field in change.fields { out.append("    \(field.name): \(field.old) -> \(field.new)") }
        }
        return out.map(ControlCharacterEscaping.escaped)
    }

    /// A line split into its key (the first six fields) and its named fields.
    struct Parsed {
        var line: String
        var key: String
        var fields: [(name: String, value: String)]
    }

    /// The lines after the header, each with its key (the first six fields' values).
    static func parsed(_ lines: ArraySlice<String>) -> [Parsed] {
        lines.filter { !$0.hasPrefix("#") }.map { line in
            let fields = ContractLineScanner.fields(of: line)
            let key = fields.prefix(6).map(\.value).joined(separator: " ")
            return Parsed(line: line, key: key, fields: Array(fields.dropFirst(6)))
        }
    }
}
