import ButtonKit
import JSONSupport

/// Reads a button's `configuration` (a `UIButton.Configuration`) and its `updates`, the
/// `configurationUpdateHandler` written as per-state patches of the same fields.
struct ConfigurationReader {
    /// The button being read, for localized strings and glyphs.
    let button: ButtonReader
    /// Parses the keys of `updates` (custom states allowed).
    let keys: StateKeyParser

    /// The fields a patch may set.
    static let fields = [
        "style", "baseBackgroundColor", "baseForegroundColor", "title", "subtitle", "image",
        "imagePlacement", "cornerStyle", "buttonSize", "showsActivityIndicator",
    ]

    func read(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> ButtonConfiguration? {
        guard let members = problems.object(value, at: path, known: Self.fields + ["updates"]) else { return nil }
        let base = readPatch(members.filter { $0.key != "updates" }, at: path, &problems)
        var updates: [StateValue<ConfigurationPatch>] = []
        if let value = members.first(where: { $0.key == "updates" })?.value {
            updates = readUpdates(value, at: "\(path).updates", &problems)
        }
        return ButtonConfiguration(base: base, updates: updates)
    }

    private func readUpdates(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> [StateValue<
        ConfigurationPatch
    >] {
        ButtonReader.readStateValues(value, at: path, keys: keys, values: "configuration patches", &problems) {
            value, memberPath, problems in
            problems.object(value, at: memberPath, known: Self.fields).map { readPatch($0, at: memberPath, &problems) }
        }
    }

    /// The fields of one patch (members already checked against ``fields``).
    private func readPatch(_ members: [JSONMember], at path: String, _ problems: inout ProblemCollector)
        -> ConfigurationPatch
    {
        var patch = ConfigurationPatch()
        for member in members {
            let fieldPath = "\(path).\(member.key)"
            let value = member.value
            switch member.key {
            case "style":
                if let name = problems.choice(value, at: fieldPath, of: ConfigurationStyle.fileNames) {
                    patch.style = ConfigurationStyle(fileName: name)
                }
            case "baseBackgroundColor": patch.baseBackgroundColor = readTokenPath(value, at: fieldPath, &problems)
            case "baseForegroundColor": patch.baseForegroundColor = readTokenPath(value, at: fieldPath, &problems)
            case "title": patch.title = button.readLocalized(value, at: fieldPath, &problems)
            case "subtitle": patch.subtitle = button.readLocalized(value, at: fieldPath, &problems)
            case "image": patch.image = button.readGlyph(value, at: fieldPath, &problems)
            case "imagePlacement":
                patch.imagePlacement = problems.choice(
                    value, at: fieldPath, of: ConfigurationImagePlacement.allCases.map(\.rawValue)
                )
                .flatMap(ConfigurationImagePlacement.init(rawValue:))
            case "cornerStyle":
                patch.cornerStyle = problems.choice(
                    value, at: fieldPath, of: ConfigurationCornerStyle.allCases.map(\.rawValue)
                )
                .flatMap(ConfigurationCornerStyle.init(rawValue:))
            case "buttonSize":
                patch.buttonSize = problems.choice(
                    value, at: fieldPath, of: ConfigurationButtonSize.allCases.map(\.rawValue)
                )
                .flatMap(ConfigurationButtonSize.init(rawValue:))
            case "showsActivityIndicator": patch.showsActivityIndicator = problems.bool(value, at: fieldPath)
            default: break
            }
        }
        return patch
    }

    /// A theme token path such as `theme.color.button.primary.default.background`: dotted
    /// names, no braces (whether the theme has it is checked against the theme).
    private func readTokenPath(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> String? {
        guard let text = problems.string(value, at: path) else { return nil }
        let names = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            names.count >= 2
            && names.allSatisfy { name in
                !name.isEmpty && !name.contains(where: { "{}$ ".contains($0) })
            }
        guard valid else {
            problems.error(
                path,
                "\"\(text)\" is not a token path (write dotted names such as theme.color.button.primary.default.background)"
            )
            return nil
        }
        return text
    }
}
