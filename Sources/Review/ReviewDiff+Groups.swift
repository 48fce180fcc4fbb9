import ButtonKit

extension ReviewDiff {
    /// One button's listed state differences told once per change (``ChangeGroups``): a field that
    /// changed the same way in many states is one line with its states counted, and a new
    /// or gone machine state is one line. What `diff` prints unless `--verbose` asks for
    /// every state.
    /// - Parameters:
    ///   - button: One button's change.
    ///   - old: The old version's board.
    ///   - new: The new version's board.
    static func groups(of button: ButtonChange, old: BoardDefinition, new: BoardDefinition) -> [ChangeGroups.Group] {
        let states = button.states.map { state in
            let entry = state.new?.entry ?? state.old?.entry
            // Titles and readings are quoted, as the contract writes them: they hold spaces.
            let fields = state.fields.map { field in
                Self.quotedFields.contains(field.name)
                    ? (field.name, ContractEntry.quoted(field.old), ContractEntry.quoted(field.new)) : field
            }
            return ChangeGroups.State(button: button.id, mode: entry?.mode ?? "-", kind: state.kind, fields: fields)
        }
        return ChangeGroups(
            states, oldModes: { modes(of: $0, in: old) }, newModes: { modes(of: $0, in: new) }
        ).groups
    }

    /// The fields whose values are free text.
    static let quotedFields: Set<String> = ["title", "reads"]

    /// The machine states of button `id` on `board` (`["-"]` for a button without a
    /// machine), or `nil` when the board has no such button.
    static func modes(of id: String, in board: BoardDefinition) -> Set<String>? {
        guard let button = board.buttons.first(where: { $0.id.rawValue == id }) else { return nil }
        guard let machine = button.machine else { return ["-"] }
        return Set(machine.states.map(\.name))
    }
}
