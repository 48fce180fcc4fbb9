import Simulator

extension Program {
    /// `t`: loads the theme after the one with identity `id`; a broken theme, or one
    /// lacking a variant the board uses, is skipped and named, so the key never sticks on it.
    func loadNextTheme(from id: String) {
        let board = state.simulator.board
        let source = state.boardSource
        let cycle = catalog.cycle(from: id, current: state.themeID) { entry, theme in
            source.themeProblems(in: board, theme: theme, themeFile: entry.url?.relativePath).first?.line
        }
        if let (_, theme) = cycle.loaded { answer(.themeLoaded(theme)) }
        if let note = cycle.note { answer(.statusReported(note)) }
    }

    /// Reads the current theme again from its own file (after the file changed on disk);
    /// a bad edit keeps the last good theme and says why.
    func reloadTheme() {
        let id = state.themeID
        let kept = state.screen.themeLabel?.text ?? state.baseTheme.name
        switch catalog.load(id) {
        case .success(let theme):
            let missing = state.boardSource.themeProblems(
                in: state.simulator.board, theme: theme, themeFile: catalog.entry(id: id)?.url?.relativePath)
            if let first = missing.first {
                answer(.statusReported(.themeKept(problem: first.line, more: 0, kept: kept)))
            } else {
                answer(.themeLoaded(theme))
            }
        case .failure(let error):
            answer(
                .statusReported(
                    .themeKept(
                        problem: error.problems.first?.line ?? "invalid theme", more: max(0, error.problems.count - 1),
                        kept: kept)))
        }
    }

    /// Reads the button file again (after it changed on disk). A bad edit keeps the last
    /// good board and says why on the status line.
    func reloadBoard() {
        let source = state.boardSource
        switch source.load() {
        case .success(let loaded):
            let missing = source.themeProblems(
                in: loaded.board, theme: state.baseTheme, themeFile: catalog.entry(id: state.themeID)?.url?.relativePath
            )
            if let first = missing.first {
                answer(.statusReported(.boardKept(problem: first.line, more: 0)))
            } else {
                answer(.boardReloaded(loaded.board))
            }
        case .failure(let error):
            let errors = error.errors
            answer(
                .statusReported(
                    .boardKept(problem: errors.first?.line ?? "invalid button file", more: max(0, errors.count - 1))))
        }
    }
}
