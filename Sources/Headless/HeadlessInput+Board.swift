import ButtonKit
import Simulator

extension HeadlessInput {
    /// The board alone, for a command that needs no theme (`themes check --buttons`).
    /// - Parameters:
    ///   - buttons: `--buttons` as given; `nil` for the built-in board.
    ///   - environment: The process environment (where `Buttons/` names are looked up).
    /// - Throws: The file's lines (not found, or its errors) with their exit code.
    public static func board(_ buttons: String?, environment: [String: String]) throws(HeadlessFailure) -> (
        BoardDefinition, BoardSource
    ) {
        let source: BoardSource
        switch BoardSource.resolve(buttons, environment: environment) {
        case .success(let resolved): source = resolved
        case .failure(let notFound): throw HeadlessFailure(LaunchError.buttons(notFound.message))
        }
        switch source.load() {
        case .success(let loaded): return (loaded.board, source)
        case .failure(let error): throw HeadlessFailure(.buttons(error.errors.map(\.line).joined(separator: "\n")))
        }
    }
}
