import JSONSupport

extension FigmaTreeWalker {
    /// A node's `interactions`: each trigger with each of its actions (an action with no
    /// destination, `BACK` or `URL`, is kept with its type as the navigation).
    func interactions(_ node: JSONValue, at path: String) throws(FigmaReadError) -> [FigmaInteraction] {
        var found: [FigmaInteraction] = []
        for (index, interaction) in (try FigmaJSON.optionalArray(node, "interactions", at: path) ?? []).enumerated() {
            let interactionPath = path + ".interactions[\(index)]"
            guard interaction.isObject else {
                throw FigmaReadError(
                    path: interactionPath, message: "expected an object, found \(interaction.kindName)")
            }
            // A trigger of null is an interaction the designer left unfinished.
            guard let trigger = try FigmaJSON.optionalObject(interaction, "trigger", at: interactionPath) else {
                continue
            }
            let kind = try self.trigger(trigger, at: interactionPath + ".trigger")
            let actions = try FigmaJSON.optionalArray(interaction, "actions", at: interactionPath) ?? []
            for (actionIndex, action) in actions.enumerated() {
                let actionPath = interactionPath + ".actions[\(actionIndex)]"
                guard action.isObject else {
                    throw FigmaReadError(path: actionPath, message: "expected an object, found \(action.kindName)")
                }
                let type = try FigmaJSON.string(action, "type", at: actionPath)
                let navigation = try FigmaJSON.optionalString(action, "navigation", at: actionPath) ?? type
                let destination: String?
                switch action["destinationId"] {
                case .string(let id)?: destination = id
                case nil, .null?: destination = nil
                case let other?:
                    throw FigmaReadError(
                        path: actionPath + ".destinationId", message: "expected a string, found \(other.kindName)")
                }
                found.append(FigmaInteraction(trigger: kind, destination: destination, navigation: navigation))
            }
        }
        return found
    }

    private func trigger(_ trigger: JSONValue, at path: String) throws(FigmaReadError) -> FigmaInteraction.Trigger {
        switch try FigmaJSON.string(trigger, "type", at: path) {
        case "ON_PRESS": return .press
        case "ON_CLICK": return .click
        case "AFTER_TIMEOUT": return .afterTimeout(milliseconds: try FigmaJSON.number(trigger, "timeout", at: path))
        case let other: return .other(other)
        }
    }
}
