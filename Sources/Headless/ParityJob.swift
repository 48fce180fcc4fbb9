import ButtonKit
import Facts

/// `parity`: both frameworks over one button file (DESIGN section 19). For every button
/// chosen, the states reachable under one framework's rules and not the other's, and the
/// states whose title, reading (per locale), colours or enabled differ.
public enum ParityJob {
    /// The report for the buttons `selection` names (every button by default), in file
    /// order, in the input's first theme and every locale the file declares.
    /// - Parameters:
    ///   - input: The board and theme.
    ///   - selection: `--button`, and `--mode`, which keeps the differences shown in that
    ///     machine state (every reachable state is compared: `--all` changes nothing).
    /// - Throws: An unknown button id, or a button without the machine state (exit 64).
    public static func report(_ input: HeadlessInput, selection: ButtonSelection = ButtonSelection())
        throws(HeadlessFailure) -> ParityReport
    {
        let board = try ButtonSelection(ids: selection.ids, mode: selection.mode).board(input.board, command: "parity")
        let theme = input.themes[0].resolved(for: .standard).theme
        return ParityReport(
            buttons: board.buttons.map { definition in
                var parity = ParityComparison.compare(definition, theme: theme, locales: board.locales)
                if let mode = selection.mode { parity.differences.removeAll { !$0.modes.contains(mode) } }
                return parity
            })
    }
}
