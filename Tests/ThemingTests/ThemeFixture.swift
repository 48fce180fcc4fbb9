import ButtonKit
import Foundation

@testable import Theming

/// A small, complete theme written as token paths and raw JSON, so a test can break one
/// token and expect exactly one problem line.
struct ThemeFixture {
    private(set) var entries: [(path: String, raw: String)]

    /// `{"$value": value}`.
    static func token(_ value: String) -> String { "{\"$value\": \(value)}" }

    static var minimal: ThemeFixture {
        var entries: [(String, String)] = [
            ("theme.color.$type", "\"color\""),
            ("theme.color.white", token("\"#ffffff\"")),
            ("theme.color.black", token("\"#000000\"")),
            ("theme.color.blue", token("{\"colorSpace\": \"srgb\", \"components\": [0, 0.2, 0.6]}")),
            ("theme.color.none", token("{\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"alpha\": 0}")),
            ("theme.color.surface.default", token("\"{theme.color.white}\"")),
            ("theme.color.foreground.default", token("\"{theme.color.black}\"")),
            ("theme.color.foreground.muted", token("\"{theme.color.black}\"")),
            ("theme.color.foreground.accent", token("\"{theme.color.blue}\"")),
            ("theme.color.foreground.danger", token("\"{theme.color.black}\"")),
            ("theme.color.background.brand", token("\"{theme.color.blue}\"")),
        ]
        for variant in TestStates.allVariants {
            let group = "theme.color.button.\(variant)"
            entries += [
                ("\(group).default.background", token("\"{theme.color.blue}\"")),
                ("\(group).default.foreground", token("\"{theme.color.white}\"")),
                ("\(group).default.border", token("\"{theme.color.none}\"")),
                ("\(group).pressed.background", token("\"{theme.color.black}\"")),
                ("\(group).disabled.foreground", token("\"{theme.color.black}\"")),
            ]
        }
        for (group, values) in [
            ("radius", [("default", 99)]), ("height", [("sm", 32), ("md", 44)]),
            ("padding-x", [("sm", 16), ("md", 24)]), ("border-width", [("default", 1)]),
        ] {
            entries.append(("theme.\(group).$type", "\"dimension\""))
            for (name, points) in values {
                entries.append(("theme.\(group).button.\(name)", token("{\"value\": \(points), \"unit\": \"px\"}")))
            }
        }
        return ThemeFixture(entries: entries)
    }

    /// Replaces the entry at `path`, or adds it at the end of its group.
    mutating func set(_ path: String, _ raw: String) {
        if let index = entries.firstIndex(where: { $0.path == path }) {
            entries[index].raw = raw
        } else {
            entries.append((path, raw))
        }
    }

    mutating func remove(_ path: String) {
        entries.removeAll { $0.path == path || $0.path.hasPrefix(path + ".") }
    }

    func setting(_ path: String, _ raw: String) -> ThemeFixture {
        var copy = self
        copy.set(path, raw)
        return copy
    }

    func removing(_ path: String) -> ThemeFixture {
        var copy = self
        copy.remove(path)
        return copy
    }

    /// The nested JSON document, members in first-mention order.
    var json: String {
        final class Node {
            var raw: String?
            var children: [(String, Node)] = []
            func child(_ key: String) -> Node {
                if let found = children.first(where: { $0.0 == key }) { return found.1 }
                let node = Node()
                children.append((key, node))
                return node
            }
            func render(_ indent: String) -> String {
                if let raw { return raw }
                let inner = children.map { "\(indent)  \"\($0.0)\": \($0.1.render(indent + "  "))" }
                return "{\n" + inner.joined(separator: ",\n") + "\n\(indent)}"
            }
        }
        let root = Node()
        for entry in entries {
            var node = root
            for key in entry.path.split(separator: ".") { node = node.child(String(key)) }
            node.raw = entry.raw
        }
        return root.render("") + "\n"
    }

    func load(file: String = "bad.json", strict: Bool = false) -> Result<Theme, ThemeLoadError> {
        ThemeLoader.load(data: Data(json.utf8), fileName: file, strict: strict)
    }

    /// The problem lines, or `[]` when the theme loads.
    func problemLines(file: String = "bad.json", strict: Bool = false) -> [String] {
        switch load(file: file, strict: strict) {
        case .success: []
        case .failure(let error): error.problems.map(\.line)
        }
    }

    /// The warning lines of a theme that loads, or `[]` when it does not.
    func warningLines(file: String = "bad.json") -> [String] {
        switch load(file: file) {
        case .success(let theme): theme.warnings.map(\.line)
        case .failure: []
        }
    }
}

/// The problem lines for raw text.
func problemLines(_ text: String, file: String = "bad.json", strict: Bool = false) -> [String] {
    switch ThemeLoader.load(data: Data(text.utf8), fileName: file, strict: strict) {
    case .success: []
    case .failure(let error): error.problems.map(\.line)
    }
}
