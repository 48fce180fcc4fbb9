import Foundation

/// A theme (or schema) file as Foundation objects, edited by dotted member path, for tests
/// that need many variations of one file.
struct ThemeDocument {
    var root: [String: Any]

    init(root: [String: Any]) { self.root = root }

    init(contentsOf url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        root = object as? [String: Any] ?? [:]
    }

    /// The member at `path` (`["theme", "color"]`), if there is one.
    func value(at path: [String]) -> Any? {
        var current: Any? = root
        for key in path { current = (current as? [String: Any])?[key] }
        return current
    }

    /// A copy with the member at `path` set to `value`, or removed when `value` is nil.
    /// - Parameters:
    ///   - value: the new member, or nil to remove it.
    ///   - path: the member's keys from the root; missing groups are created.
    func setting(_ value: Any?, at path: [String]) -> ThemeDocument {
        ThemeDocument(root: Self.setting(value, at: path[...], in: root))
    }

    private static func setting(_ value: Any?, at path: ArraySlice<String>, in object: [String: Any]) -> [String: Any] {
        guard let key = path.first else { return object }
        var object = object
        if path.count == 1 {
            object[key] = value
        } else {
            object[key] = setting(value, at: path.dropFirst(), in: object[key] as? [String: Any] ?? [:])
        }
        return object
    }

    /// Every member path below the root (groups and tokens, not `$` properties), with
    /// whether it is a token.
    func members() -> [(path: [String], isToken: Bool)] {
        var found: [(path: [String], isToken: Bool)] = []
        func walk(_ object: [String: Any], _ path: [String]) {
            for key in object.keys.sorted() where !key.hasPrefix("$") {
                guard let child = object[key] as? [String: Any] else { continue }
                let isToken = child["$value"] != nil
                found.append((path + [key], isToken))
                if !isToken { walk(child, path + [key]) }
            }
        }
        walk(root, [])
        return found
    }

    /// The dotted paths that alias values (`"{a.b}"`) anywhere in the document point to.
    func aliasTargets() -> Set<String> {
        var targets: Set<String> = []
        func walk(_ value: Any) {
            if let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") {
                targets.insert(String(text.dropFirst().dropLast()))
            } else if let object = value as? [String: Any] {
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(root)
        return targets
    }

    /// Every object key anywhere in the document.
    func allKeys() -> Set<String> {
        var keys: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(root)
        return keys
    }

    /// The document as JSON bytes.
    func data() throws -> Data {
        try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }
}
