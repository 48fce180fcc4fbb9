import ButtonKit
import JSONSupport
import Rendering

/// A `Localizable.xcstrings` String Catalog (Xcode 15+), written as Xcode writes it:
/// keys sorted, two-space indents, ` : ` separators, each string with its comment and
/// one `stringUnit` per locale the button file gives a text for.
public struct StringCatalog: Sendable {
    /// One key with its texts.
    struct Entry: Sendable {
        var key: String
        var comment: String
        var text: LocalizedText
        /// Kept from an earlier catalog: written with just the locales it had.
        var existing = false
    }

    var sourceLanguage: LocaleTag
    var locales: [LocaleTag]
    private(set) var entries: [String: Entry] = [:]

    init(sourceLanguage: LocaleTag, locales: [LocaleTag]) {
        self.sourceLanguage = sourceLanguage
        self.locales = locales
    }

    /// Adds a key (the first text given for a key wins; keys are made unique by the writer).
    mutating func add(_ key: String, text: LocalizedText, comment: String, existing: Bool = false) {
        if entries[key] == nil { entries[key] = Entry(key: key, comment: comment, text: text, existing: existing) }
    }

    /// The texts a locale has for an entry: the source language alone for a plain string
    /// (every other locale falls back to it, as Xcode does); for texts by locale, only
    /// those written (the rest fall back at run time, as the simulator's do), and the
    /// source language always. So the catalog grows with the file, not with locales x
    /// strings (a 62 KB file of many locales made a 534 MB catalog).
    func localizations(_ entry: Entry) -> [(LocaleTag, String)] {
        switch entry.text {
        case .plain(let text):
            return [(sourceLanguage, text)]
        case .byLocale(let written):
            var out = written.map { ($0.locale, $0.text) }
            if !entry.existing, !out.contains(where: { $0.0 == sourceLanguage }) {
                out.append((sourceLanguage, entry.text.resolved(for: sourceLanguage, development: sourceLanguage)))
            }
            return out.sorted { $0.0.rawValue < $1.0.rawValue }
        }
    }

    /// The file's JSON; C1 and bidirectional controls in strings are `\uXXXX` escapes.
    var json: String {
        ControlCharacterEscaping.jsonEscaped(unescapedJSON)
    }

    private var unescapedJSON: String {
        var out = "{\n  \"sourceLanguage\" : \(JSONLiteral.string(sourceLanguage.rawValue)),\n  \"strings\" : {\n"
        let keys = entries.keys.sorted()
        for (index, key) in keys.enumerated() {
            guard let entry = entries[key] else { continue }
            out +=
                "    \(JSONLiteral.string(key)) : {\n      \"comment\" : \(JSONLiteral.string(entry.comment)),\n      \"extractionState\" : \"manual\",\n"
            out += "      \"localizations\" : {\n"
            let units = localizations(entry)
            for (unitIndex, (locale, text)) in units.enumerated() {
                out += "        \(JSONLiteral.string(locale.rawValue)) : {\n          \"stringUnit\" : {\n"
                out +=
                    "            \"state\" : \"translated\",\n            \"value\" : \(JSONLiteral.string(text))\n          }\n        }"
                out += unitIndex == units.count - 1 ? "\n" : ",\n"
            }
            out += "      }\n    }" + (index == keys.count - 1 ? "\n" : ",\n")
        }
        return out + "  },\n  \"version\" : \"1.0\"\n}\n"
    }

}
