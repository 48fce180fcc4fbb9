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
    /// reordering alone is no difference but a changed field is.
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
            same: { $0.line == $1.line })
        removed = pairs.compactMap { $0.new == nil ? $0.old?.line : nil }
        added = pairs.compactMap { $0.old == nil ? $0.new?.line : nil }
        changed = pairs.compactMap { pair in
            guard let committed = pair.old, let current = pair.new, committed.line != current.line else { return nil }
            var fields: [Field] = []
            let names =
                committed.fields.map(\.name)
                + current.fields.map(\.name).filter { name in
                    !committed.fields.contains { $0.name == name }
                }
            for name in names {
                let before = committed.fields.first { $0.name == name }?.value ?? "(none)"
                let after = current.fields.first { $0.name == name }?.value ?? "(none)"
                if before != after { fields.append(Field(name: name, old: before, new: after)) }
            }
            return Change(key: current.key + pair.suffix, fields: fields)
        }
    }

    /// The readable difference: one line per change, indented details below.
    public var lines: [String] {
        var out: [String] = []
        if let header { out += ["header changed:", "  - \(header.old)", "  + \(header.new)"] }
        for line in removed { out.append("- \(line)") }
        for line in added { out.append("+ \(line)") }
        for change in changed {
            out.append("~ \(change.key)")
            for field in change.fields { out.append("    \(field.name): \(field.old) -> \(field.new)") }
        }
        return out
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
