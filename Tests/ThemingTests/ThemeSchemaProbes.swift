import Foundation

@testable import Theming

/// One edit of the default theme on which the schema and the loader must agree.
struct ThemeSchemaProbe {
    var name: String
    var document: ThemeDocument
    /// Why the two are known to disagree on this edit, until one of them is changed.
    var knownGap: String?

    init(_ name: String, _ document: ThemeDocument, knownGap: String? = nil) {
        self.name = name
        self.document = document
        self.knownGap = knownGap
    }
}

/// The edits ``ThemeSchemaTests`` tries: built from the default theme, the loader's own
/// tables (state words, parts, required states) and the keys the schema names, so a key
/// added to either side is tried without editing this file.
enum ThemeSchemaProbes {
    static let defaultTheme = JSONSchemaCheck.packageRoot.appendingPathComponent("Themes/default.json")
    /// A colour that exists in every shipped theme, for new colour tokens.
    static var colorAlias: [String: Any] { ["$value": "{theme.color.on-background.brand}"] }
    /// A variant with only default, pressed and disabled, where optional states are added.
    static let plainVariant = ["theme", "color", "button", "success"]

    static func all() throws -> [ThemeSchemaProbe] {
        let base = try ThemeDocument(contentsOf: defaultTheme)
        return deletions(base) + propertyProbes(base) + memberNameProbes(base) + stateProbes(base)
            + typeProbes(base) + colorValueProbes(base) + dimensionValueProbes(base) + presentationValueProbes(base)
    }

    /// Each member removed, unless another token aliases it (the schema cannot see aliases).
    /// The optional states' tokens of one variant stand for those of all.
    static func deletions(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        let targets = base.aliasTargets()
        return base.members().compactMap { member in
            let path = member.path
            if path.count == 6, path[2] == "button", path[3] != "primary", path[4] != "default" { return nil }
            let dotted = path.joined(separator: ".")
            guard !targets.contains(where: { $0 == dotted || $0.hasPrefix(dotted + ".") }) else { return nil }
            return ThemeSchemaProbe("without \(dotted)", base.setting(nil, at: member.path))
        }
    }

    /// DTCG `$` properties on every group, on tokens of each kind and on the root.
    static func propertyProbes(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        // State groups are alike: those of one variant stand for all.
        let groups =
            [[String]()]
            + base.members().filter { !$0.isToken }.map(\.path)
            .filter { !($0.count == 5 && $0[2] == "button" && $0[3] != "primary") }
        let tokens = [
            ["theme", "color", "palette", "surface"], ["theme", "color", "surface", "default"],
            ["theme", "color", "button", "primary", "default", "background"],
            ["theme", "color", "button", "link", "spinner"],
            ["theme", "height", "button", "sm"],
        ]
        let properties: [(String, Any)] = [
            ("$description", "probe"), ("$extensions", ["org.example": 1]), ("$deprecated", true), ("$bogus", 1),
            ("$schema", "x"),
        ]
        var probes: [ThemeSchemaProbe] = []
        for path in groups + tokens {
            for (key, value) in properties {
                let name = "\(path.isEmpty ? "(root)" : path.joined(separator: ".")) with \(key)"
                probes.append(ThemeSchemaProbe(name, base.setting(value, at: path + [key])))
            }
        }
        for path in tokens {
            let dotted = path.joined(separator: ".")
            probes.append(
                ThemeSchemaProbe(
                    "\(dotted) with a numeric $description",
                    base.setting(5, at: path + ["$description"])))
            probes.append(ThemeSchemaProbe("\(dotted) with a child", base.setting(colorAlias, at: path + ["child"])))
        }
        probes.append(ThemeSchemaProbe("(root) with a numeric $schema", base.setting(5, at: ["$schema"])))
        return probes
    }

    /// New groups and tokens under every free-form group, and names DTCG forbids.
    static func memberNameProbes(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        let token: [String: Any] = ["$type": "color", "$value": "#123456"]
        var probes: [ThemeSchemaProbe] = []
        for parent in [[], ["theme"], ["theme", "color"], ["theme", "color", "palette"], ["theme", "radius"]] {
            let place = parent.isEmpty ? "(root)" : parent.joined(separator: ".")
            probes.append(
                ThemeSchemaProbe("\(place) with a new group", base.setting(["extra": token], at: parent + ["probe"]))
            )
            for bad in ["a.b", "{a}", ""] {
                probes.append(
                    ThemeSchemaProbe("\(place) with member \"\(bad)\"", base.setting(token, at: parent + [bad])))
            }
        }
        // DTCG 2025.10 group members: a group's own token, and a group extending another.
        probes.append(
            ThemeSchemaProbe(
                "a group with $root", base.setting(["$type": "color", "$value": "#123456"], at: ["probe", "$root"])))
        probes.append(
            ThemeSchemaProbe("a $root that is a group", base.setting(["a": token], at: ["probe", "$root"])))
        probes.append(
            ThemeSchemaProbe("$root at the top", base.setting(token, at: ["$root"])))
        probes.append(
            ThemeSchemaProbe(
                "a group with $extends",
                base.setting("{theme.color.palette}", at: ["probe", "$extends"]).setting(token, at: ["probe", "own"])))
        probes.append(ThemeSchemaProbe("$extends not a reference", base.setting("palette", at: ["probe", "$extends"])))
        let primary = base.value(at: ["theme", "color", "button", "primary"]) ?? [:]
        probes.append(
            ThemeSchemaProbe("a new variant", base.setting(primary, at: ["theme", "color", "button", "custom"])))
        probes.append(
            ThemeSchemaProbe(
                "a new variant without pressed",
                base.setting(primary, at: ["theme", "color", "button", "custom"]).setting(
                    nil, at: ["theme", "color", "button", "custom", "pressed"])))
        return probes
    }

    /// State group names from the loader's words (alone, in pairs, repeated), members of a
    /// state group from the loader's parts, and the spinner.
    static func stateProbes(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        // The system words, and two custom state names (any such word names a button's state).
        let words = StateTokenName.systemWords.map(\.word) + ["mutual", "pending"]
        var names = words + ["Selected", "default-pressed", "selected-default", "selected-", "-selected", "pending_1"]
        for first in words {
            names.append("\(first)-\(first)")
            for second in words where second != first { names.append("\(first)-\(second)") }
        }
        let existing = (base.value(at: plainVariant) as? [String: Any])?.keys.map { $0 } ?? []
        let patch: [String: Any] = ["foreground": colorAlias]
        var probes = names.filter { !existing.contains($0) }.map { name in
            ThemeSchemaProbe("state \(name)", base.setting(patch, at: plainVariant + [name]))
        }
        let pressed = plainVariant + ["pressed"]
        for part in TokenRoles.parts + ["bogus", TokenRoles.spinner] {
            probes.append(
                ThemeSchemaProbe("pressed with \(part)", base.setting(colorAlias, at: pressed + [part]))
            )
        }
        probes.append(
            ThemeSchemaProbe("an empty state group", base.setting([String: Any](), at: plainVariant + ["selected"])))
        probes.append(
            ThemeSchemaProbe("a state that is a token", base.setting(colorAlias, at: plainVariant + ["selected"])))
        probes.append(
            ThemeSchemaProbe("a spinner", base.setting(colorAlias, at: plainVariant + [TokenRoles.spinner])))
        probes.append(
            ThemeSchemaProbe(
                "a spinner group",
                base.setting(["c": colorAlias], at: plainVariant + [TokenRoles.spinner])))
        return probes
    }

    /// Every `$type` the schema lists, and unknown ones, on a token in a free-form group.
    static func typeProbes(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        let schema = try? ThemeDocument(
            contentsOf: JSONSchemaCheck.packageRoot.appendingPathComponent("Schemas/theme.schema.json"))
        let listed = (schema?.value(at: ["$defs", "typeName", "enum"]) as? [String]) ?? []
        var probes = (listed + ["bogus", "Color"]).map { type in
            ThemeSchemaProbe(
                "a \(type) token holding 1",
                base.setting(["$type": type, "$value": 1], at: ["probe", "token"]))
        }
        probes.append(
            ThemeSchemaProbe(
                "a color token",
                base.setting(["$type": "color", "$value": "#010203"], at: ["probe", "token"])))
        probes.append(
            ThemeSchemaProbe(
                "a dimension token",
                base.setting(
                    ["$type": "dimension", "$value": ["value": 1, "unit": "px"]], at: ["probe", "token"])))
        probes.append(
            ThemeSchemaProbe(
                "a group $type bogus",
                base.setting("bogus", at: ["probe", "$type"]).setting(["$value": 1], at: ["probe", "token"])))
        return probes
    }

    static func colorValueProbes(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        let values: [(String, Any, String?)] = [
            ("#abcdef", "#abcdef", nil), ("#ABCDEF", "#ABCDEF", nil), ("#abc", "#abc", nil), ("abcdef", "abcdef", nil),
            ("5", 5, nil),
            ("an alias", "{theme.color.palette.brand}", nil),
            ("srgb", ["colorSpace": "srgb", "components": [1, 0.5, 0]], nil),
            ("none components", ["colorSpace": "srgb", "components": ["none", 0, 0]], nil),
            ("alpha 0", ["colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0], nil),
            ("alpha 1", ["colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1], nil),
            ("alpha 0.5", ["colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5], nil),
            ("a hex", ["colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"], nil),
            ("a bad hex", ["colorSpace": "srgb", "components": [1, 1, 1], "hex": "white"], nil),
            ("a short hex", ["colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"], nil),
            ("display-p3", ["colorSpace": "display-p3", "components": [1, 1, 1]], nil),
            ("no colorSpace", ["components": [1, 1, 1]], nil),
            ("two components", ["colorSpace": "srgb", "components": [1, 1]], nil),
            ("a component above 1", ["colorSpace": "srgb", "components": [1.5, 0, 0]], nil),
            ("an extra member", ["colorSpace": "srgb", "components": [1, 1, 1], "space": "srgb"], nil),
            ("oklch", ["colorSpace": "oklch", "components": [0.7016, 0.3225, 328.363]], nil),
            ("lab", ["colorSpace": "lab", "components": [60.17, 93.54, -60.5], "alpha": 0.25], nil),
            ("cmyk", ["colorSpace": "cmyk", "components": [0, 1, 0]], nil),
            ("a display-p3 component above 1", ["colorSpace": "display-p3", "components": [1.5, 0, 0]], nil),
            ("a $ref", ["$ref": "#/theme/color/palette/brand"], nil),
            ("a $ref into a value", ["$ref": "#/theme/color/palette/brand/$value"], nil),
            ("a $ref that is not a pointer", ["$ref": "theme.color.palette.brand"], nil),
        ]
        return values.map { name, value, _ in
            ThemeSchemaProbe(
                "colour \(name)",
                base.setting(["$value": value], at: ["theme", "color", "palette", "probe"]))
        }
    }

    static func dimensionValueProbes(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        let values: [(String, Any, String?)] = [
            ("px", ["value": 4, "unit": "px"], nil), ("rem", ["value": 0.5, "unit": "rem"], nil),
            ("em", ["value": 4, "unit": "em"], nil),
            ("no unit", ["value": 4], nil), ("negative", ["value": -1, "unit": "px"], nil), ("a number", 4, nil),
            ("a string", "4px", nil),
            ("an alias", "{theme.height.button.sm}", nil),
            ("an extra member", ["value": 4, "unit": "px", "scale": 2], nil),
        ]
        return values.map { name, value, _ in
            ThemeSchemaProbe(
                "dimension \(name)", base.setting(["$value": value], at: ["theme", "height", "probe"]),
            )
        }
    }

    /// Font weights and on/off values where the loader reads them.
    static func presentationValueProbes(_ base: ThemeDocument) -> [ThemeSchemaProbe] {
        let weights: [(String, Any)] = [
            ("700", 700), ("bold", "bold"), ("semi-bold", "semi-bold"), ("0", 0), ("1001", 1001),
            ("heavyish", "heavyish"), ("an alias", "{theme.font-weight.button.secondary.default}"),
            ("a dimension", ["value": 4, "unit": "px"]),
        ]
        let switches: [(String, Any)] = [("1", 1), ("0", 0), ("2", 2), ("a string", "1"), ("-1", -1)]
        var probes = weights.map { name, value in
            ThemeSchemaProbe(
                "font weight \(name)",
                base.setting(["$value": value], at: ["theme", "font-weight", "button", "primary", "default"]))
        }
        for path in [
            ["theme", "underline", "button", "link", "focused"], ["theme", "brand-surface", "button", "on-color"],
        ] {
            probes += switches.map { name, value in
                ThemeSchemaProbe("\(path[1]) \(name)", base.setting(["$value": value], at: path))
            }
        }
        return probes
    }
}
