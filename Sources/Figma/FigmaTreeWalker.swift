import JSONSupport

/// Walks a response's node tree without recursion, counting the nodes against a bound,
/// and reads each `COMPONENT_SET` it meets (component sets do not nest, so it does not
/// look inside one for another).
struct FigmaTreeWalker {
    /// The component sets read so far.
    var sets: [FigmaComponentSet] = []
    /// What was skipped so far, one line each.
    var warnings: [String] = []
    /// The most nodes to walk.
    let nodeBound: Int
    /// The nodes walked so far.
    private(set) var nodes = 0

    /// A walker that refuses more than `nodeBound` nodes.
    init(nodeBound: Int) { self.nodeBound = nodeBound }

    /// Walks the tree under `root`, found at `path`.
    mutating func walk(_ root: JSONValue, at path: String) throws(FigmaReadError) {
        var pending = [(root, path)]
        while let (node, nodePath) = pending.popLast() {
            try count(at: nodePath)
            guard node.isObject else {
                throw FigmaReadError(path: nodePath, message: "expected a node object, found \(node.kindName)")
            }
            let type = try FigmaJSON.string(node, "type", at: nodePath)
            if type == "COMPONENT_SET" {
                sets.append(try componentSet(node, at: nodePath))
                continue
            }
            let children = try FigmaJSON.optionalArray(node, "children", at: nodePath) ?? []
            // Pushed last first, so the sets come out in document order.
            for (index, child) in children.enumerated().reversed() {
                pending.append((child, nodePath + ".children[\(index)]"))
            }
        }
    }

    /// Counts one node against the bound.
    mutating func count(at path: String) throws(FigmaReadError) {
        nodes += 1
        guard nodes <= nodeBound else {
            throw FigmaReadError(
                path: path,
                message: "more than \(nodeBound) nodes; save one component set with /v1/files/:key/nodes?ids=")
        }
    }

    private mutating func componentSet(_ node: JSONValue, at path: String) throws(FigmaReadError) -> FigmaComponentSet {
        let id = try FigmaJSON.string(node, "id", at: path)
        let name = try FigmaJSON.string(node, "name", at: path)
        var properties: [FigmaProperty] = []
        if let definitions = try FigmaJSON.optionalObject(node, "componentPropertyDefinitions", at: path),
            case .object(let members) = definitions
        {
            for member in members {
                let propertyPath = FigmaJSON.member(path + ".componentPropertyDefinitions", member.key)
                if let property = try property(member.key, member.value, at: propertyPath) {
                    properties.append(property)
                }
            }
        }
        var variants: [FigmaVariant] = []
        let children = try FigmaJSON.optionalArray(node, "children", at: path) ?? []
        for (index, child) in children.enumerated() {
            let childPath = path + ".children[\(index)]"
            guard child.isObject else {
                throw FigmaReadError(path: childPath, message: "expected a node object, found \(child.kindName)")
            }
            guard try FigmaJSON.string(child, "type", at: childPath) == "COMPONENT" else {
                try count(at: childPath)
                continue
            }
            variants.append(try variant(child, at: childPath))
        }
        return FigmaComponentSet(id: id, name: name, properties: properties, variants: variants)
    }

    private mutating func property(_ name: String, _ value: JSONValue, at path: String) throws(FigmaReadError)
        -> FigmaProperty?
    {
        guard value.isObject else {
            throw FigmaReadError(path: path, message: "expected an object, found \(value.kindName)")
        }
        let type = try FigmaJSON.string(value, "type", at: path)
        let defaultValue: String
        switch value["defaultValue"] {
        case .string(let text)?: defaultValue = text
        case .bool(let flag)?: defaultValue = flag ? "true" : "false"
        case nil, .null?: defaultValue = ""
        case let other?:
            throw FigmaReadError(
                path: path + ".defaultValue", message: "expected a string or boolean, found \(other.kindName)")
        }
        let kind: FigmaProperty.Kind
        switch type {
        case "VARIANT":
            let options = try FigmaJSON.optionalArray(value, "variantOptions", at: path) ?? []
            var names: [String] = []
            for (index, option) in options.enumerated() {
                guard case .string(let text) = option else {
                    throw FigmaReadError(
                        path: path + ".variantOptions[\(index)]", message: "expected a string, found \(option.kindName)"
                    )
                }
                names.append(text)
            }
            kind = .variant(options: names)
        case "BOOLEAN": kind = .boolean
        case "TEXT": kind = .text
        case "INSTANCE_SWAP": kind = .instanceSwap
        default:
            warnings.append("\(path).type: unknown property type \(JSONLiteral.string(type)); skipped")
            return nil
        }
        return FigmaProperty(name: name, kind: kind, defaultValue: defaultValue)
    }
}
