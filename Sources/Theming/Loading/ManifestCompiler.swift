import ButtonKit
import JSONSupport

/// Turns a manifest's `map` into role tokens: for every role the theme can supply (each
/// chrome colour and dimension, each variant's states and parts, and its presentation
/// roles), a token
/// `$role.ROLE` aliasing the team's token the map names, or holding the value the map
/// writes. `$` cannot begin a name in a token file, so these never clash with the team's
/// tokens. ``ThemeBuilder`` then reads the roles as it reads a theme file's `theme` group.
///
/// A role with no map entry is looked for at `theme.ROLE`, then at `ROLE`, so token files
/// already written in ButtonSim's layout need no map.
struct ManifestCompiler {
    /// The group the role tokens sit in.
    static let root = "$role"

    let manifest: ThemeManifest
    /// The manifest as named in problems.
    let file: String

    /// Whether the map key `key` names (some of) the roles of `pattern`: the same segments,
    /// where each placeholder of the key stands at the same placeholder of the pattern and
    /// each word of the key at a placeholder or the same word.
    static func matches(_ key: String, _ pattern: String) -> Bool {
        let keys = key.split(separator: ".", omittingEmptySubsequences: false)
        let patterns = pattern.split(separator: ".", omittingEmptySubsequences: false)
        guard keys.count == patterns.count else { return false }
        for (word, slot) in zip(keys, patterns) {
            let slotIsPlaceholder = slot.hasPrefix("{") && slot.hasSuffix("}")
            if word.hasPrefix("{") || word.hasSuffix("}") {
                guard word == slot else { return false }
            } else if !slotIsPlaceholder {
                guard word == slot else { return false }
            } else if !fits(String(word), slot) {
                return false
            }
        }
        return true
    }

    /// Whether a concrete word may stand at a placeholder: a part, a size, a state name, or
    /// any variant name.
    private static func fits(_ word: String, _ placeholder: Substring) -> Bool {
        switch placeholder {
        case "{part}": TokenRoles.parts.contains(word)
        case "{size}": TokenRoles.sizes.contains(word)
        case "{state}": StateTokenName.parse(word) != nil
        default: !word.isEmpty
        }
    }

    /// Adds the role tokens to `tree` and says, in `problems`, where their problems are
    /// reported; returns the roles nothing supplies.
    func compile(into tree: inout TokenTree, problems: inout ProblemList) -> [String] {
        var unsupplied: [String] = []
        problems.relocations["\(Self.root).\(TokenRoles.variants)"] = .init(
            file: file, path: "variants",
            missing: "no button variants: name them (\"variants\": {\"primary\": \"your-word\"}) or give a token file "
                + "with groups such as theme.color.button.primary")
        for role in TokenRoles.all where !role.pattern.contains("{variant}") {
            let sizes = role.pattern.contains("{size}") ? TokenRoles.sizes : [""]
            for size in sizes {
                let values = size.isEmpty ? [:] : ["size": size]
                if !supply(role, values, into: &tree, problems: &problems) {
                    unsupplied.append(TokenRoles.fill(role.pattern, values))
                }
            }
        }
        let stateRole = TokenRoles.Role(pattern: TokenRoles.stateColor, type: .color)
        let spinnerRole = TokenRoles.Role(pattern: TokenRoles.spinnerColor, type: .color)
        for variant in variantNames(in: tree) {
            for state in stateNames(for: variant, in: tree) {
                var any = false
                var missing: [String] = []
                for part in TokenRoles.parts {
                    let values = ["variant": variant, "state": state, "part": part]
                    if supply(stateRole, values, into: &tree, problems: &problems) {
                        any = true
                    } else {
                        missing.append(TokenRoles.fill(stateRole.pattern, values))
                    }
                }
                unsupplied += missing
                if !any {
                    let group = "\(TokenRoles.variant(variant)).\(state)"
                    problems.relocations["\(Self.root).\(group)"] = .init(
                        file: file, path: group,
                        missing: "nothing supplies this required state: "
                            + TokenRoles.parts.map {
                                lookedFor(stateRole, ["variant": variant, "state": state, "part": $0])
                            }
                            .joined(separator: ", "))
                }
            }
            if !supply(spinnerRole, ["variant": variant], into: &tree, problems: &problems) {
                unsupplied.append(TokenRoles.fill(spinnerRole.pattern, ["variant": variant]))
            }
            supplyPresentation(for: variant, in: &tree, problems: &problems)
        }
        return unsupplied
    }

    /// Adds the presentation role tokens of a variant that something supplies: its
    /// `brand-surface`, and each text role in the default state, the variant's colour
    /// states, and the states a map entry or a token file in ButtonSim's layout names.
    /// Nothing here is listed as unsupplied: ``PresentationDefaults`` stand in.
    private func supplyPresentation(for variant: String, in tree: inout TokenTree, problems: inout ProblemList) {
        let surfaceRole = TokenRoles.Role(pattern: TokenRoles.brandSurface, type: .number)
        _ = supply(surfaceRole, ["variant": variant], into: &tree, problems: &problems)
        for role in TokenRoles.textRoles {
            var states = stateNames(for: variant, in: tree)
            let group = TokenRoles.stateGroup(role.pattern, variant: variant)
            for name in layoutMembers(group, in: tree) where !states.contains(name) && StateTokenName.parse(name) != nil
            {
                states.append(name)
            }
            for entry in manifest.map where Self.matches(entry.role, role.pattern) {
                let words = entry.role.split(separator: ".").map(String.init)
                guard words.count == 4, words[2] == variant || words[2] == "{variant}", !words[3].hasPrefix("{"),
                    !states.contains(words[3])
                else { continue }
                states.append(words[3])
            }
            for state in states {
                _ = supply(role, ["variant": variant, "state": state], into: &tree, problems: &problems)
            }
        }
    }

    /// The words of the map's button colour roles (`color.button.V.S.P`, `color.button.V.spinner`).
    private var colorEntryWords: [[String]] {
        manifest.map.map { $0.role.split(separator: ".").map(String.init) }.filter {
            ($0.count == 5 || $0.count == 4) && $0[0] == "color" && $0[1] == "button"
        }
    }

    /// A group of ButtonSim's own layout in the token files (`theme.PATH`, else `PATH`):
    /// its member names.
    private func layoutMembers(_ path: String, in tree: TokenTree) -> [String] {
        tree.children["theme.\(path)"] ?? tree.children[path] ?? []
    }

    /// The variants: the table's, then any a map entry names; without a table, those
    /// of token files written in ButtonSim's own layout (`theme.color.button.VARIANT`).
    private func variantNames(in tree: TokenTree) -> [String] {
        var names = manifest.variants.map(\.name)
        if names.isEmpty { names = layoutMembers(TokenRoles.variants, in: tree) }
        for words in colorEntryWords where !words[2].hasPrefix("{") && !names.contains(words[2]) {
            names.append(words[2])
        }
        return names
    }

    /// A variant's states: default and the required ones, the state table's names, any an
    /// entry names for the variant, and those of token files in ButtonSim's own layout.
    private func stateNames(for variant: String, in tree: TokenTree) -> [String] {
        var names = [SystemFlag.normalThemeWord] + TokenRoles.requiredStates
        for entry in manifest.states where !names.contains(entry.name) { names.append(entry.name) }
        for name in layoutMembers(TokenRoles.variant(variant), in: tree)
        where !names.contains(name) && StateTokenName.parse(name) != nil {
            names.append(name)
        }
        for words in colorEntryWords where words.count == 5 && !words[3].hasPrefix("{") && !names.contains(words[3]) {
            if words[2] == variant || words[2] == "{variant}" { names.append(words[3]) }
        }
        return names
    }

    /// Adds the role token for `role` with these placeholder values, if something supplies
    /// it; says where its problems go either way.
    private func supply(
        _ role: TokenRoles.Role, _ values: [String: String], into tree: inout TokenTree, problems: inout ProblemList
    ) -> Bool {
        let name = TokenRoles.fill(role.pattern, values)
        let path = "\(Self.root).\(name)"
        let target = self.target(role, values, in: tree)
        problems.relocations[path] = .init(
            file: file, path: name, missing: "nothing supplies this role: \(lookedFor(role, values))")
        switch target {
        case .none: return false
        case .token(let token)?:
            tree.insert(path: path, value: .string("{\(token)}"), type: role.type, file: file)
        case .value(let value)?:
            tree.insert(path: path, value: value, type: role.type, file: file)
        }
        return true
    }

    private enum Target {
        case token(String)
        case value(JSONValue)
    }

    /// What supplies a role: the most specific map entry (fewest placeholders; the first
    /// written among equals), else `theme.ROLE`, else `ROLE`; `nil` when the token named
    /// does not exist.
    private func target(_ role: TokenRoles.Role, _ values: [String: String], in tree: TokenTree) -> Target? {
        switch written(role, values) {
        case .value(let value)?: return .value(value)
        case .token(let path)?: return existing(path, in: tree).map(Target.token)
        case nil:
            let name = TokenRoles.fill(role.pattern, values)
            return (existing("theme.\(name)", in: tree) ?? existing(name, in: tree)).map(Target.token)
        }
    }

    /// A token path, or its group's `$root` token when the path names a group.
    private func existing(_ path: String, in tree: TokenTree) -> String? {
        if tree.tokens[path] != nil { return path }
        if tree.tokens["\(path).$root"] != nil { return "\(path).$root" }
        return nil
    }

    /// What the map writes for the role: a token path (placeholders filled) or a value.
    private func written(_ role: TokenRoles.Role, _ values: [String: String]) -> Target? {
        let name = TokenRoles.fill(role.pattern, values)
        let candidates = manifest.map.filter {
            Self.matches($0.role, role.pattern) && TokenRoles.fill($0.role, values) == name
        }
        guard let entry = candidates.min(by: { $0.placeholderCount < $1.placeholderCount }) else { return nil }
        guard case .string(let template) = entry.value else { return .value(entry.value) }
        let filled = TokenRoles.fill(template, words(values))
        if let path = DesignToken.aliasTarget(of: .string(filled)) { return .token(path) }
        return .value(.string(filled))
    }

    /// The team's words for each placeholder value.
    private func words(_ values: [String: String]) -> [String: String] {
        var words = values
        if let variant = values["variant"] {
            words["variant"] = manifest.variants.first(where: { $0.name == variant })?.word ?? variant
        }
        if let state = values["state"] { words["state"] = manifest.stateWord(state) }
        if let part = values["part"] { words["part"] = manifest.parts[part] ?? part }
        if let size = values["size"] { words["size"] = manifest.sizes[size] ?? size }
        return words
    }

    /// What was looked for, for "nothing supplies" messages: `{a.b} (from the map)` or
    /// `{theme.R} or {R}`.
    private func lookedFor(_ role: TokenRoles.Role, _ values: [String: String]) -> String {
        switch written(role, values) {
        case .token(let path)?: return "{\(path)} (from the map) is not in the token files"
        case .value?: return "the map's value"
        case nil:
            let name = TokenRoles.fill(role.pattern, values)
            return "no map entry, and no token {theme.\(name)} or {\(name)}"
        }
    }
}
