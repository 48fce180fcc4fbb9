import JSONSupport

/// Reading the members of a Figma node: each wrong kind of value is a ``FigmaReadError``
/// naming its JSON path.
enum FigmaJSON {
    /// `.name`, or `["1:2"]` for a key that is not a plain word.
    static func key(_ name: String) -> String {
        let plain =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
            }
        return plain ? "." + name : "[" + JSONLiteral.string(name) + "]"
    }

    /// `path` followed by `name`, for a member of the object at `path` (the top level is `""`).
    static func member(_ path: String, _ name: String) -> String {
        let step = key(name)
        return path.isEmpty && step.hasPrefix(".") ? String(step.dropFirst()) : path + step
    }

    /// The member `name` of `object`, which must be a string.
    static func string(_ object: JSONValue, _ name: String, at path: String) throws(FigmaReadError) -> String {
        guard let text = try optionalString(object, name, at: path) else {
            throw FigmaReadError(path: member(path, name), message: "missing")
        }
        return text
    }

    /// The member `name` of `object` when present, which must then be a string.
    static func optionalString(_ object: JSONValue, _ name: String, at path: String) throws(FigmaReadError) -> String? {
        switch object[name] {
        case nil: return nil
        case .string(let text): return text
        case let other?:
            throw FigmaReadError(path: member(path, name), message: "expected a string, found \(other.kindName)")
        }
    }

    /// The member `name` of `object` when present, which must then be a number.
    static func optionalNumber(_ object: JSONValue, _ name: String, at path: String) throws(FigmaReadError) -> Double? {
        switch object[name] {
        case nil: return nil
        case .number(let number): return number
        case let other?:
            throw FigmaReadError(path: member(path, name), message: "expected a number, found \(other.kindName)")
        }
    }

    /// The member `name` of `object`, which must be a number.
    static func number(_ object: JSONValue, _ name: String, at path: String) throws(FigmaReadError) -> Double {
        guard let number = try optionalNumber(object, name, at: path) else {
            throw FigmaReadError(path: member(path, name), message: "missing")
        }
        return number
    }

    /// The member `name` of `object` when present, which must then be a boolean.
    static func optionalBool(_ object: JSONValue, _ name: String, at path: String) throws(FigmaReadError) -> Bool? {
        switch object[name] {
        case nil: return nil
        case .bool(let flag): return flag
        case let other?:
            throw FigmaReadError(path: member(path, name), message: "expected a boolean, found \(other.kindName)")
        }
    }

    /// The member `name` of `object` when present (`null` counts as absent), which must
    /// then be an array.
    static func optionalArray(_ object: JSONValue, _ name: String, at path: String) throws(FigmaReadError)
        -> [JSONValue]?
    {
        switch object[name] {
        case nil, .null?: return nil
        case .array(let items): return items
        case let other?:
            throw FigmaReadError(path: member(path, name), message: "expected an array, found \(other.kindName)")
        }
    }

    /// The member `name` of `object` when present (`null` counts as absent), which must
    /// then be an object.
    static func optionalObject(_ object: JSONValue, _ name: String, at path: String) throws(FigmaReadError)
        -> JSONValue?
    {
        switch object[name] {
        case nil, .null?: return nil
        case let value? where value.isObject: return value
        case let other?:
            throw FigmaReadError(path: member(path, name), message: "expected an object, found \(other.kindName)")
        }
    }
}

extension JSONValue {
    /// Whether this is an object.
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
