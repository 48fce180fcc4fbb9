import JSONSupport

/// Reading a node's `fills` or `strokes`: the first visible `SOLID` paint, the one colour
/// compared; other visible paints (gradients, images) are named as not compared.
enum FigmaPaintReader {
    /// The first visible solid paint of `object[name]`, nil when there is none.
    /// - Parameters:
    ///   - object: The node.
    ///   - name: `fills` or `strokes`.
    ///   - path: The node's JSON path.
    ///   - notCompared: Receives a phrase for each visible paint that is not solid.
    static func firstSolid(
        _ object: JSONValue, _ name: String, at path: String, notCompared: inout [String]
    ) throws(FigmaReadError) -> FigmaPaint? {
        let listPath = FigmaJSON.member(path, name)
        var first: FigmaPaint?
        for (index, paint) in (try FigmaJSON.optionalArray(object, name, at: path) ?? []).enumerated() {
            let paintPath = listPath + "[\(index)]"
            guard paint.isObject else {
                throw FigmaReadError(path: paintPath, message: "expected a paint object, found \(paint.kindName)")
            }
            guard try FigmaJSON.optionalBool(paint, "visible", at: paintPath) ?? true else { continue }
            let type = try FigmaJSON.string(paint, "type", at: paintPath)
            guard type == "SOLID" else {
                notCompared.append("a \(type) \(name == "fills" ? "fill" : "stroke")")
                continue
            }
            guard first == nil else { continue }
            first = try solid(paint, at: paintPath)
        }
        return first
    }

    private static func solid(_ paint: JSONValue, at path: String) throws(FigmaReadError) -> FigmaPaint {
        let colorPath = path + ".color"
        guard let color = try FigmaJSON.optionalObject(paint, "color", at: path) else {
            throw FigmaReadError(path: colorPath, message: "missing")
        }
        var channels: [Double] = []
        for channel in ["r", "g", "b", "a"] {
            let value = try FigmaJSON.optionalNumber(color, channel, at: colorPath) ?? (channel == "a" ? 1 : -1)
            guard (0...1).contains(value) else {
                let found = color[channel].map { $0.quoted() } ?? "nothing"
                throw FigmaReadError(
                    path: colorPath + "." + channel, message: "expected a number from 0 to 1, found \(found)")
            }
            channels.append(value)
        }
        let opacity = try FigmaJSON.optionalNumber(paint, "opacity", at: path) ?? 1
        var variable: String?
        if let bound = try FigmaJSON.optionalObject(paint, "boundVariables", at: path),
            let alias = try FigmaJSON.optionalObject(bound, "color", at: path + ".boundVariables")
        {
            variable = try FigmaJSON.optionalString(alias, "id", at: path + ".boundVariables.color")
        }
        return FigmaPaint(
            color: FigmaColor(
                red: channels[0], green: channels[1], blue: channels[2], alpha: min(max(channels[3] * opacity, 0), 1)),
            variable: variable)
    }
}
