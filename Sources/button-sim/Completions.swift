import ArgumentParser
import ButtonKit
import Platform
import Simulator

/// What the shell completions offer for option values (`--generate-completion-script`):
/// the ids, states and locales of the button file given on the same command line (the
/// built-in board without `--buttons`), the theme names the simulator finds, and files
/// for path options. Each closure runs when the user presses Tab, so it reads the files
/// then and prints nothing but the candidates.
enum Completions {
    /// Button files: `.json` files.
    static let buttonFile = CompletionKind.file(extensions: ["json"])

    /// Theme names from the built-in themes and the themes folders.
    static let themeNames = CompletionKind.custom { _, _, prefix in
        commaItems(prefix, ThemeCatalog.discover(in: ThemeCatalog.userFolders()).names)
    }

    /// One button id of the board.
    static let buttonID = CompletionKind.custom { words, _, _ in
        board(words)?.buttons.map(\.id.rawValue) ?? []
    }

    /// A comma list of button ids of the board.
    static let buttonIDs = CompletionKind.custom { words, _, prefix in
        commaItems(prefix, board(words)?.buttons.map(\.id.rawValue) ?? [])
    }

    /// A comma list of state names: the four UIKit flags and the custom states of the
    /// `--button` given (of every button when none is).
    static let stateNames = CompletionKind.custom { words, _, prefix in
        commaItems(prefix, states(words))
    }

    /// `--states` of the device gallery: a comma list whose items join names with `+`.
    static let stateCombinations = CompletionKind.custom { words, _, prefix in
        let names = [SystemFlag.normalName] + states(words)
        let cut = prefix.lastIndex { $0 == "," || $0 == "+" }.map { prefix.index(after: $0) } ?? prefix.startIndex
        return names.map { String(prefix[..<cut]) + $0 }
    }

    /// The states of the machine of the `--button` given (of every button's machine when
    /// none is).
    static let machineStates = CompletionKind.custom { words, _, _ in
        guard let board = board(words) else { return [] }
        let ids = value(of: "--button", in: words).map { Set($0.split(separator: ",").map(String.init)) }
        var names: [String] = []
        for button in board.buttons where ids?.contains(button.id.rawValue) ?? true {
            for state in button.machine?.states ?? [] where !names.contains(state.name) { names.append(state.name) }
        }
        return names
    }

    /// The last token of a `play` key script: the named keys, `event:NAME` for every event
    /// the board declares, and the forms of the other tokens.
    static let scriptTokens = CompletionKind.custom { words, _, prefix in
        var tokens = PlayScript.namedKeys.keys.sorted()
        var events: [String] = []
        for button in board(words)?.buttons ?? [] {
            for event in button.events where !events.contains(event.name) { events.append(event.name) }
        }
        tokens += events.map { "event:" + $0 } + ["wait:", "resize:", "click:", "press:", "move:", "release:"]
        tokens += ["expect:", "mark:", "say:"]
        let cut = prefix.lastIndex(of: " ").map { prefix.index(after: $0) } ?? prefix.startIndex
        return tokens.map { String(prefix[..<cut]) + $0 }
    }

    /// The locales the board declares.
    static let locales = CompletionKind.custom { words, _, _ in
        board(words)?.locales.map(\.rawValue) ?? []
    }
}
