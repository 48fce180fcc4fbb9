import ButtonKit
import JSONSupport

extension StringCatalog {
    /// Why an existing catalog cannot be merged into.
    public struct MergeError: Error, Hashable, Sendable {
        /// One line for the user.
        public var message: String
    }

    /// Takes in the strings of an existing `Localizable.xcstrings`, so exporting several
    /// buttons into one folder keeps every button's strings: keys this export writes are
    /// replaced, the others kept with their comment and their `stringUnit` values (plural
    /// variations and review states are not carried over).
    /// - Parameter bytes: The existing file.
    mutating func merge(existing bytes: [UInt8]) throws(MergeError) {
        guard case .success(let root) = JSONParser.parse(bytes), case .object(let strings)? = root["strings"] else {
            throw MergeError(message: "is not a String Catalog (no \"strings\" object)")
        }
        for member in strings where entries[member.key] == nil {
            var texts: [LocalizedEntry] = []
            if case .object(let localizations)? = member.value["localizations"] {
                for localization in localizations {
                    if case .string(let value)? = localization.value["stringUnit"]?["value"] {
                        texts.append(LocalizedEntry(locale: LocaleTag(rawValue: localization.key), text: value))
                    }
                }
            }
            var comment = ""
            if case .string(let text)? = member.value["comment"] { comment = text }
            add(member.key, text: .byLocale(texts), comment: comment, existing: true)
        }
    }
}
