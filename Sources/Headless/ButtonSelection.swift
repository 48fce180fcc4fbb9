import ButtonKit

/// What every command that shows, checks or compares buttons is asked to look at: `--button`
/// (repeatable, or a comma list), `--mode`, `--states` and `--all`, checked against the
/// board once, with one wording for every unknown name.
public struct ButtonSelection: Hashable, Sendable {
    /// The ids asked for, in order; empty for every button.
    public var ids: [String]
    /// `--mode`: one machine state.
    public var mode: String?
    /// `--states`: a comma list whose items join names with `+` (`normal,selected+highlighted`).
    public var states: String?
    /// `--all`: every reachable state, not the flow x the review set.
    public var all: Bool

    /// A selection as the command line gave it.
    /// - Parameters:
    ///   - ids: `--button` values; each may be a comma list.
    ///   - mode: `--mode`.
    ///   - states: `--states`.
    ///   - all: `--all`.
    public init(ids: [String] = [], mode: String? = nil, states: String? = nil, all: Bool = false) {
        self.ids = ids.flatMap { $0.split(separator: ",").map(String.init) }
        self.mode = mode
        self.states = states
        self.all = all
    }

    /// The buttons asked for, in the order named, else every button (with `--mode`, every
    /// button with a machine), each with that machine state when `--mode` is given.
    /// - Parameters:
    ///   - board: The board.
    ///   - command: The subcommand, for messages.
    /// - Throws: An unknown id, or a named button without the machine state (exit 64).
    public func definitions(of board: BoardDefinition, command: String) throws(HeadlessFailure)
        -> [ButtonDefinition]
    {
        var chosen = board.buttons.filter { mode == nil || $0.machine != nil }
        if !ids.isEmpty {
            chosen = []
            for id in ids {
                guard let definition = board.button(ButtonID(rawValue: id)) else {
                    let valid = board.buttons.map(\.id.rawValue).joined(separator: ", ")
                    throw .invalidArgument("\(command): unknown button '\(id)'; valid: \(valid)")
                }
                if !chosen.contains(definition) { chosen.append(definition) }
            }
        }
        if let mode {
            if chosen.isEmpty {
                throw .invalidArgument("\(command): no button has a machine, so --mode does not apply")
            }
            for definition in chosen { try MachineMode.check(mode, definition, command: command) }
        }
        return chosen
    }

    /// The board with only the buttons asked for (their rows dropped, as the order named).
    /// - Parameters:
    ///   - board: The board.
    ///   - command: The subcommand, for messages.
    public func board(_ board: BoardDefinition, command: String) throws(HeadlessFailure) -> BoardDefinition {
        guard !ids.isEmpty || mode != nil else { return board }
        var narrowed = board
        narrowed.buttons = try definitions(of: board, command: command)
        narrowed.rows = nil
        return narrowed
    }

    /// Which states of the chosen buttons to show: by default the flow x the review set,
    /// or, when `everything` is the command's default (contract, audit) or `--all` is
    /// given, every reachable state; narrowed by `--mode` and `--states`.
    /// - Parameters:
    ///   - definitions: The chosen buttons (``definitions(of:command:)``).
    ///   - everything: Whether the command shows every reachable state by default.
    ///   - command: The subcommand, for messages.
    /// - Throws: A state name that none of the buttons has (exit 64), listing the names.
    public func states(for definitions: [ButtonDefinition], everything: Bool = false, command: String)
        throws(HeadlessFailure) -> StateSelection
    {
        StateSelection(all: all || everything, mode: mode, states: try combinations(for: definitions, command: command))
    }

    /// `--states` as lists of names, each checked against the buttons.
    func combinations(for definitions: [ButtonDefinition], command: String) throws(HeadlessFailure) -> [[String]]? {
        guard let states else { return nil }
        let items = states.split(separator: ",", omittingEmptySubsequences: false).map { item in
            item.split(separator: "+").map { $0.split(separator: " ").joined() }
                .filter { !$0.isEmpty && $0 != SystemFlag.normalName }
        }
        for names in items {
            for name in names where !definitions.contains(where: { Self.knows(name, $0) }) {
                var valid = SystemFlag.names
                for definition in definitions {
                    valid += definition.states.map(\.name).filter { !valid.contains($0) }
                }
                throw .invalidArgument(
                    "\(command): unknown state '\(name)' in --states; valid: \(([SystemFlag.normalName] + valid).joined(separator: ", "))"
                )
            }
        }
        return items
    }

    private static func knows(_ name: String, _ definition: ButtonDefinition) -> Bool {
        SystemFlag.named(name) != nil || definition.customState(named: name) != nil
    }

}
