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

    /// Compares two contract texts; lines are matched by their key, so a reordering alone
    /// is no difference but a changed field is.
    /// - Parameters:
    ///   - old: The committed contract.
    ///   - new: The current one.
    public init(old: String, new: String) {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let oldHeader = oldLines.first ?? "", newHeader = newLines.first ?? ""
        header = oldHeader == newHeader ? nil : (oldHeader, newHeader)
        let oldBody = Self.parsed(oldLines.dropFirst()), newBody = Self.parsed(newLines.dropFirst())
        let oldByKey = Dictionary(oldBody.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(newBody.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        removed = oldBody.filter { newByKey[$0.key] == nil }.map(\.line)
        added = newBody.filter { oldByKey[$0.key] == nil }.map(\.line)
        changed = newBody.compactMap { current in
            guard let committed = oldByKey[current.key], committed.line != current.line else { return nil }
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
            return Change(key: current.key, fields: fields)
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

    /// The lines after the header; a key met again (a machine state whose actions set
    /// another title reaches the same flags twice) gets ` #2`, ` #3` in line order.
    static func parsed(_ lines: ArraySlice<String>) -> [Parsed] {
        var seen: [String: Int] = [:]
        return lines.filter { !$0.hasPrefix("#") }.map { line in
            let fields = ContractLineScanner.fields(of: line)
            var key = fields.prefix(6).map(\.value).joined(separator: " ")
            let count = (seen[key] ?? 0) + 1
            seen[key] = count
            if count > 1 { key += " #\(count)" }
            return Parsed(line: line, key: key, fields: Array(fields.dropFirst(6)))
        }
    }
}
