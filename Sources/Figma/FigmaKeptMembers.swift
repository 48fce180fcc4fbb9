import JSONSupport

/// What the reader keeps of each object while a response is parsed: a layer that is not a
/// component keeps only the members the reader ever reads of one (its id, name, type,
/// visibility, children and prototype, and a text layer's characters, property reference
/// and fills), so the boxes, strokes, effects and styles of the thousands of other layers
/// in a whole file are never held. Components and component sets keep everything, as does
/// every object that is not a node (no string `id` and `type`).
enum FigmaKeptMembers {
    /// The members a layer keeps.
    static let layerMembers: Set<String> = [
        "id", "name", "type", "visible", "children", "interactions", "characters", "componentPropertyReferences",
    ]

    /// `members` of one object, less what the reader never reads.
    static func kept(_ members: [JSONMember]) -> [JSONMember] {
        var type: String?
        var hasID = false
        for member in members {
            switch (member.key, member.value) {
            case ("type", .string(let text)): type = text
            case ("id", .string): hasID = true
            default: continue
            }
        }
        guard hasID, let type, type != "COMPONENT", type != "COMPONENT_SET" else { return members }
        let keepsFills = type == "TEXT"
        guard members.contains(where: { !layerMembers.contains($0.key) && !(keepsFills && $0.key == "fills") }) else {
            return members
        }
        return members.filter { layerMembers.contains($0.key) || (keepsFills && $0.key == "fills") }
    }
}
