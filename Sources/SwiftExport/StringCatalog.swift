import ButtonKit
import JSONSupport

/// The strings one export owns in a `Localizable.xcstrings` String Catalog (Xcode 15+):
/// each key with its comment and one text per locale, under Apple's locale names. Written
/// into a new catalog, or merged into an existing one without losing anything of it
/// (``merged(into:)``).
public struct StringCatalog: Sendable {
    /// One key with its texts.
    struct Entry: Sendable {
        var key: String
        var comment: String
        /// The texts by Apple locale name, the source language included.
        var units: [(locale: String, text: String)]
    }

    /// The catalog's source language, as Apple names it.
    let sourceLanguage: String
    private(set) var entries: [String: Entry] = [:]

    init(sourceLanguage: LocaleTag) {
        self.sourceLanguage = AppleLocale.tag(sourceLanguage)
    }

    /// Adds a key. Keys are unique by construction (each names its button, its kind and its
    /// state); a second add of one key keeps the first.
    mutating func add(_ key: String, text: LocalizedText, comment: String) {
        guard entries[key] == nil else { return }
        entries[key] = Entry(key: key, comment: comment, units: units(of: text))
    }

    /// The texts a key is written with: the source language alone for a plain string
    /// (every other locale falls back to it, as Xcode does); for texts by locale, those
    /// the file gives and the source language always. So the catalog grows with the file,
    /// not with locales x strings (a 62 KB file of many locales made a 534 MB catalog).
    private func units(of text: LocalizedText) -> [(locale: String, text: String)] {
        var out: [(locale: String, text: String)] = []
        var seen: Set<String> = []
        switch text {
        case .plain(let value):
            out = [(sourceLanguage, value)]
        case .byLocale(let written):
            for entry in written where seen.insert(AppleLocale.tag(entry.locale)).inserted {
                out.append((AppleLocale.tag(entry.locale), entry.text))
            }
            if !seen.contains(sourceLanguage) {
                let source = written.first { AppleLocale.tag($0.locale) == sourceLanguage }?.text
                out.append((sourceLanguage, source ?? written.first?.text ?? ""))
            }
        }
        return out.sorted { Self.xcodeOrder($0.locale, $1.locale) }
    }

    /// A new catalog of just these strings.
    var json: String {
        // An empty catalog cannot conflict or differ in source language.
        (try? merged(into: nil).json) ?? ""
    }
}
