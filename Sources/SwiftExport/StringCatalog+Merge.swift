import JSONSupport

extension StringCatalog {
    /// Why an existing catalog cannot be merged into.
    public struct MergeError: Error, Hashable, Sendable {
        /// One line for the user, after the catalog's path.
        public var message: String
    }

    /// A merged catalog and what the merge kept over the button file.
    public struct Merged: Sendable {
        /// The catalog's new text.
        public var json: String
        /// One line per translation kept over the button file's (`key [locale]: ...`).
        public var conflicts: [String]
    }

    /// The catalog with this export's strings added to `existing` (a new catalog for
    /// `nil`). Nothing the export does not own changes: other keys, and in its own keys
    /// comments, `extractionState`, `shouldTranslate`, review states, plural and device
    /// variations and substitutions stay as they are, member order included. What the
    /// export adds is a key the catalog lacks, or a locale a key lacks; a text that differs
    /// from the button file's was changed by someone (in Xcode, by a translator) and wins,
    /// reported as a conflict.
    /// - Parameter existing: The existing catalog's bytes.
    /// - Throws: When `existing` is not a String Catalog, or its source language differs.
    func merged(into existing: [UInt8]?) throws(MergeError) -> Merged {
        var root: [JSONMember]
        if let existing {
            guard case .success(.object(let members)) = JSONParser.parse(existing) else {
                throw MergeError(message: "is not a String Catalog (not a JSON object)")
            }
            root = members
        } else {
            root = [
                JSONMember(key: "sourceLanguage", value: .string(sourceLanguage)),
                JSONMember(key: "strings", value: .object([])), JSONMember(key: "version", value: .string("1.0")),
            ]
        }
        guard case .string(let language)? = JSONValue.object(root)["sourceLanguage"] else {
            throw MergeError(message: "is not a String Catalog (no \"sourceLanguage\")")
        }
        guard language == sourceLanguage else {
            throw MergeError(
                message:
                    "has source language \"\(language)\", the button file's first locale is \"\(sourceLanguage)\"; export into another folder or put \(language) first in \"locales\""
            )
        }
        guard let stringsIndex = root.firstIndex(where: { $0.key == "strings" }),
            case .object(var strings) = root[stringsIndex].value
        else {
            throw MergeError(message: "is not a String Catalog (no \"strings\" object)")
        }
        var conflicts: [String] = []
        let index = Dictionary(strings.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var added: [JSONMember] = []
        for key in entries.keys.sorted(by: Self.xcodeOrder) {
            guard let entry = entries[key] else { continue }
            guard let at = index[key] else {
                added.append(JSONMember(key: key, value: newEntry(entry)))
                continue
            }
            guard case .object(var members) = strings[at].value else {
                throw MergeError(message: "has \"strings.\(key)\" that is not an object")
            }
            var localizations: [JSONMember] = []
            let localizationsIndex = members.firstIndex { $0.key == "localizations" }
            if let localizationsIndex {
                guard case .object(let existingLocalizations) = members[localizationsIndex].value else {
                    throw MergeError(message: "has \"strings.\(key).localizations\" that is not an object")
                }
                localizations = existingLocalizations
            }
            var changed = false
            for unit in entry.units {
                guard let found = localizations.first(where: { $0.key == unit.locale })?.value else {
                    Self.insertSorted(
                        JSONMember(key: unit.locale, value: Self.stringUnit(unit.text)), into: &localizations)
                    changed = true
                    continue
                }
                if case .string(let value)? = found["stringUnit"]?["value"] {
                    if value != unit.text {
                        conflicts.append(
                            "\(key) [\(unit.locale)]: kept the catalog's \(JSONLiteral.string(value)) over the button file's \(JSONLiteral.string(unit.text))"
                        )
                    }
                } else if found["variations"] != nil {
                    conflicts.append(
                        "\(key) [\(unit.locale)]: kept the catalog's variations over the button file's \(JSONLiteral.string(unit.text))"
                    )
                }
            }
            guard changed else { continue }
            if let localizationsIndex {
                members[localizationsIndex].value = .object(localizations)
            } else {
                Self.insertSorted(JSONMember(key: "localizations", value: .object(localizations)), into: &members)
            }
            strings[at].value = .object(members)
        }
        root[stringsIndex].value = .object(Self.merging(added, into: strings))
        return Merged(
            json: CatalogJSONWriter.text(.object(root), trailingNewline: existing?.last == UInt8(ascii: "\n")),
            conflicts: conflicts)
    }

    /// A key the catalog did not have, as Xcode writes a manually added one.
    private func newEntry(_ entry: Entry) -> JSONValue {
        .object([
            JSONMember(key: "comment", value: .string(entry.comment)),
            JSONMember(key: "extractionState", value: .string("manual")),
            JSONMember(
                key: "localizations",
                value: .object(entry.units.map { JSONMember(key: $0.locale, value: Self.stringUnit($0.text)) })),
        ])
    }

    private static func stringUnit(_ text: String) -> JSONValue {
        .object([
            JSONMember(
                key: "stringUnit",
                value: .object([
                    JSONMember(key: "state", value: .string("translated")),
                    JSONMember(key: "value", value: .string(text)),
                ]))
        ])
    }

    /// The order Xcode keeps a catalog's keys in: without regard to case (`continue`,
    /// `Empty`, `Key`, `my_key`), then by the exact text.
    static func xcodeOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.lowercased(), right = rhs.lowercased()
        return left == right ? lhs < rhs : left < right
    }

    /// `added` (sorted) placed among `members` in one pass: each before the first member
    /// ordered after it, as Xcode keeps keys sorted (linear, where inserting one by one
    /// was quadratic in a large catalog).
    private static func merging(_ added: [JSONMember], into members: [JSONMember]) -> [JSONMember] {
        var out: [JSONMember] = []
        out.reserveCapacity(members.count + added.count)
        var next = added.startIndex
        for member in members {
            while next < added.endIndex, Self.xcodeOrder(added[next].key, member.key) {
                out.append(added[next])
                next += 1
            }
            out.append(member)
        }
        out.append(contentsOf: added[next...])
        return out
    }

    /// Inserts before the first member ordered after it, as Xcode keeps keys sorted; an
    /// unsorted object keeps its order, the new member lands before the first larger key.
    private static func insertSorted(_ member: JSONMember, into members: inout [JSONMember]) {
        let at = members.firstIndex { xcodeOrder(member.key, $0.key) } ?? members.endIndex
        members.insert(member, at: at)
    }
}
