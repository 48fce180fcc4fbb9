import JSONSupport
import Theming

/// The colours a button uses, as an asset catalog (`Colors.xcassets`): one colour set per
/// token, named after the token's path, with its light, dark, light Increase Contrast and
/// dark Increase Contrast appearances, alpha kept. Written as Apple's Asset Catalog Format
/// Reference describes it ("Named Color Type", "Catalog Type"), in Xcode's own layout.
/// A reference, shared by the class writer and the writers that copy it, so every colour
/// any of them names is in the one catalog written.
final class ColorAssetCatalog {
    /// The catalog's folder name.
    static let folder = "Colors.xcassets"

    /// The colour sets by name, in the order first used; each holds the four appearances.
    private(set) var sets: [(name: String, appearances: [RoleColor])] = []

    /// Adds the colour set `name`; `false` when a set of that name already holds other
    /// values (two roles share a token in one theme and not in another), so the caller
    /// writes the colour another way.
    /// - Parameters:
    ///   - name: The token's path.
    ///   - appearances: Light, dark, light with Increase Contrast, dark with it.
    func add(_ name: String, appearances: [RoleColor]) -> Bool {
        let values = appearances.map(Self.value)
        if let existing = sets.first(where: { $0.name == name }) {
            return existing.appearances.map(Self.value) == values
        }
        sets.append((name, appearances))
        return true
    }

    /// The files to write, paths relative to the export's folder: the catalog's
    /// `Contents.json`, then each colour set's.
    var files: [(path: String, contents: String)] {
        guard !sets.isEmpty else { return [] }
        let info = JSONValue.object([
            JSONMember(key: "author", value: .string("xcode")), JSONMember(key: "version", value: .number(1)),
        ])
        var files = [
            (
                Self.folder + "/Contents.json",
                CatalogJSONWriter.text(.object([JSONMember(key: "info", value: info)]), trailingNewline: true)
            )
        ]
        for set in sets.sorted(by: { $0.name < $1.name }) {
            let colors = Self.entries(set.appearances)
            let document = JSONValue.object([
                JSONMember(key: "colors", value: .array(colors)), JSONMember(key: "info", value: info),
            ])
            files.append(
                (
                    Self.folder + "/\(set.name).colorset/Contents.json",
                    CatalogJSONWriter.text(document, trailingNewline: true)
                ))
        }
        return files
    }

    /// The `colors` entries: "any" appearance (light), dark, high contrast and dark high
    /// contrast, all four written (as Xcode writes them with Dark and High Contrast ticked),
    /// so no trait combination is left to a choice between two entries.
    private static func entries(_ appearances: [RoleColor]) -> [JSONValue] {
        let luminosity = JSONValue.object([
            JSONMember(key: "appearance", value: .string("luminosity")),
            JSONMember(key: "value", value: .string("dark")),
        ])
        let contrast = JSONValue.object([
            JSONMember(key: "appearance", value: .string("contrast")), JSONMember(key: "value", value: .string("high")),
        ])
        let tags: [[JSONValue]] = [[], [luminosity], [contrast], [luminosity, contrast]]
        return zip(tags, appearances).map { tag, appearance in
            var members: [JSONMember] = []
            if !tag.isEmpty { members.append(JSONMember(key: "appearances", value: .array(tag))) }
            members.append(JSONMember(key: "color", value: color(appearance)))
            members.append(JSONMember(key: "idiom", value: .string("universal")))
            return .object(members)
        }
    }

    /// One colour: sRGB components as Xcode writes them (`0xNN` channels, alpha to three places).
    private static func color(_ value: RoleColor) -> JSONValue {
        func channel(_ byte: UInt8) -> JSONValue {
            let hex = String(byte, radix: 16, uppercase: true)
            return .string("0x" + (hex.count < 2 ? "0" + hex : hex))
        }
        return .object([
            JSONMember(key: "color-space", value: .string("srgb")),
            JSONMember(
                key: "components",
                value: .object([
                    JSONMember(key: "alpha", value: .string(alpha(value.alpha))),
                    JSONMember(key: "blue", value: channel(value.rgb.blue)),
                    JSONMember(key: "green", value: channel(value.rgb.green)),
                    JSONMember(key: "red", value: channel(value.rgb.red)),
                ])),
        ])
    }

    /// Alpha as Xcode writes it: `1.000`, `0.031`.
    private static func alpha(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// What a colour set compares by: the colour, not the token it came from.
    private static func value(_ color: RoleColor) -> [Double] {
        [Double(color.rgb.red), Double(color.rgb.green), Double(color.rgb.blue), color.alpha]
    }
}
