import ButtonKit

extension ButtonSelection {
    /// Two versions of a board narrowed alike, for `diff`: a button, state or machine state
    /// named must exist in either version (one may have added or removed it).
    /// - Parameters:
    ///   - old: The old board.
    ///   - new: The new board.
    ///   - command: The subcommand, for messages.
    /// - Throws: A name neither version has (exit 64), listing the names both declare.
    public func sides(_ old: BoardDefinition, _ new: BoardDefinition, command: String) throws(HeadlessFailure)
        -> (old: BoardDefinition, new: BoardDefinition, states: StateSelection)
    {
        var union = new
        union.buttons += old.buttons.filter { new.button($0.id) == nil }
        union.rows = nil
        let chosen = try definitions(of: union, command: command)
        let ids = Set(chosen.map(\.id))
        func narrowed(_ board: BoardDefinition) -> BoardDefinition {
            guard !self.ids.isEmpty || mode != nil else { return board }
            var copy = board
            copy.buttons = board.buttons.filter { ids.contains($0.id) }
            copy.rows = nil
            return copy
        }
        return (narrowed(old), narrowed(new), try states(for: chosen, command: command))
    }
}
