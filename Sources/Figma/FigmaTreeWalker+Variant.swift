import JSONSupport

extension FigmaTreeWalker {
    /// A `COMPONENT` child of a set: its name's values, look, text layers and prototype.
    mutating func variant(_ node: JSONValue, at path: String) throws(FigmaReadError) -> FigmaVariant {
        try count(at: path)
        let id = try FigmaJSON.string(node, "id", at: path)
        let name = try FigmaJSON.string(node, "name", at: path)
        var notCompared: [String] = []
        let fill = try FigmaPaintReader.firstSolid(node, "fills", at: path, notCompared: &notCompared)
        var stroke = try FigmaPaintReader.firstSolid(node, "strokes", at: path, notCompared: &notCompared)
        // The REST API leaves out a weight of 1 on some nodes; Figma's default is 1.
        let strokeWeight = try FigmaJSON.optionalNumber(node, "strokeWeight", at: path) ?? 1
        if strokeWeight <= 0 { stroke = nil }
        if let effects = try FigmaJSON.optionalArray(node, "effects", at: path), !effects.isEmpty {
            notCompared.append("effects")
        }
        let (width, height) = try size(node, at: path)
        var texts: [FigmaText] = []
        var interactions = try self.interactions(node, at: path)
        // The layers under the variant, in document order, for their text and prototype.
        var pending = (try FigmaJSON.optionalArray(node, "children", at: path) ?? []).enumerated().reversed().map {
            ($0.element, path + ".children[\($0.offset)]")
        }
        while let (layer, layerPath) = pending.popLast() {
            try count(at: layerPath)
            guard layer.isObject else {
                throw FigmaReadError(path: layerPath, message: "expected a node object, found \(layer.kindName)")
            }
            guard try FigmaJSON.optionalBool(layer, "visible", at: layerPath) ?? true else { continue }
            interactions += try self.interactions(layer, at: layerPath)
            if try FigmaJSON.string(layer, "type", at: layerPath) == "TEXT" {
                texts.append(try text(layer, at: layerPath, notCompared: &notCompared))
            }
            let children = try FigmaJSON.optionalArray(layer, "children", at: layerPath) ?? []
            for (index, child) in children.enumerated().reversed() {
                pending.append((child, layerPath + ".children[\(index)]"))
            }
        }
        return FigmaVariant(
            id: id, name: name, values: Self.values(in: name), texts: texts, fill: fill, stroke: stroke,
            strokeWeight: stroke == nil ? 0 : strokeWeight, cornerRadius: try cornerRadius(node, at: path),
            width: width, height: height, interactions: interactions, notCompared: notCompared)
    }

    /// `State=Pressed, Size=Large` as its pairs; a part with no `=` is a value of no property.
    static func values(in name: String) -> [FigmaVariant.Value] {
        name.split(separator: ",").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1)
            let trimmed = pieces.map(Self.trimmed)
            return trimmed.count == 2
                ? FigmaVariant.Value(property: trimmed[0], value: trimmed[1])
                : FigmaVariant.Value(property: "", value: trimmed.first ?? "")
        }
    }

    /// `text` without the spaces around it.
    static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    private func text(_ layer: JSONValue, at path: String, notCompared: inout [String]) throws(FigmaReadError)
        -> FigmaText
    {
        let references = try FigmaJSON.optionalObject(layer, "componentPropertyReferences", at: path)
        var property: String?
        if let references {
            property = try FigmaJSON.optionalString(references, "characters", at: path + ".componentPropertyReferences")
        }
        return FigmaText(
            name: try FigmaJSON.string(layer, "name", at: path),
            characters: try FigmaJSON.string(layer, "characters", at: path), property: property,
            fill: try FigmaPaintReader.firstSolid(layer, "fills", at: path, notCompared: &notCompared))
    }

    private func size(_ node: JSONValue, at path: String) throws(FigmaReadError) -> (Double?, Double?) {
        if let box = try FigmaJSON.optionalObject(node, "absoluteBoundingBox", at: path) {
            let boxPath = path + ".absoluteBoundingBox"
            return (try FigmaJSON.number(box, "width", at: boxPath), try FigmaJSON.number(box, "height", at: boxPath))
        }
        if let size = try FigmaJSON.optionalObject(node, "size", at: path) {
            return (
                try FigmaJSON.number(size, "x", at: path + ".size"), try FigmaJSON.number(size, "y", at: path + ".size")
            )
        }
        return (nil, nil)
    }

    private func cornerRadius(_ node: JSONValue, at path: String) throws(FigmaReadError) -> Double? {
        if let radius = try FigmaJSON.optionalNumber(node, "cornerRadius", at: path) { return radius }
        guard let corners = try FigmaJSON.optionalArray(node, "rectangleCornerRadii", at: path) else { return nil }
        var largest: Double?
        for (index, corner) in corners.enumerated() {
            guard case .number(let radius) = corner else {
                throw FigmaReadError(
                    path: path + ".rectangleCornerRadii[\(index)]",
                    message: "expected a number, found \(corner.kindName)")
            }
            largest = max(largest ?? radius, radius)
        }
        return largest
    }
}
