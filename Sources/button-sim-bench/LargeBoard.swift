#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation

    /// The large board (docs/benchmark.md): 40 buttons with 4 custom states each, written as
    /// a button file for `--buttons`. The first state of each is a spinning `loading` on `l`
    /// (the spinner scenario presses it), so every scenario runs as on the built-in board.
    enum LargeBoard {
        static let buttons = 40
        static let statesPerButton = 4
        /// The terminal the board is measured on: big enough for 40 small buttons.
        static let size = (columns: 200, rows: 60)

        /// Writes the file into `folder` and returns its path.
        static func write(into folder: String) throws -> String {
            let path = folder + "/board-40x4.json"
            try Data(json().utf8).write(to: URL(fileURLWithPath: path))
            return path
        }

        static func json() -> String {
            let keys = ["l", "a", "b", "d"]
            let buttons = (0..<buttons).map { index -> String in
                let states = (0..<statesPerButton).map { state -> String in
                    let name = state == 0 ? "loading" : "s\(state)"
                    let rule =
                        state == 0 ? "\"holds\": [\"disabled\"], \"spinner\": true" : "\"implies\": [\"selected\"]"
                    return
                        "\"\(name)\": {\"bit\": \(16 + state), \(rule), \"key\": \"\(keys[state])\", \"mark\": \"\(state)\"}"
                }
                return """
                    {"id": "b\(index)", "size": "small", "states": {\(states.joined(separator: ", "))},
                     "titles": {"normal": "B\(index)", "selected": "S\(index)", "s1": "One \(index)"},
                     "machine": {"initial": "idle", "states": {"idle": {"on": {"tap": "busy"}}, "busy": {"spinner": true, "after": {"step": "idle"}}}}}
                    """
            }
            return "{\"buttons\": [\(buttons.joined(separator: ",\n"))]}\n"
        }
    }
#endif
