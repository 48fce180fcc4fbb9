import ButtonKit

/// The warnings of a valid button file: dropped title keys, keys
/// naming a state without a bit, machine states that cannot be reached, and title coverage.
/// Style coverage needs a theme and is checked where one is loaded.
public enum BoardWarnings {
    /// Every warning for a board.
    /// - Parameters:
    ///   - board: The board.
    ///   - file: The file as given, for the problem lines.
    ///   - reachable: Each button's reachable states, if already worked out (by button index).
    public static func warnings(
        for board: BoardDefinition, file: String, reachable: [[ReachableStates.Entry]]? = nil
    ) -> [DefinitionProblem] {
        var problems = ProblemCollector(file: file)
        for (index, button) in board.buttons.enumerated() {
            let path = "buttons[\(index)]"
            droppedKeys(button.titles.map { ($0.key, $0.state) }, at: "\(path).titles", &problems)
            droppedKeys(button.images.map { ($0.key, $0.state) }, at: "\(path).images", &problems)
            bitlessKeys(button, at: path, &problems)
            if let machine = button.machine {
                MachineChecks.unreachableStates(machine, at: "\(path).machine", &problems)
            }
            let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
            titleCoverage(
                button, localization: localization,
                reachable: reachable?[index] ?? ReachableStates.entries(for: button, localization: localization),
                at: "\(path).titles", &problems)
        }
        return problems.problems
    }

    /// Keys holding highlighted and disabled are stored without disabled, and only when
    /// that slot already has a value: otherwise UIKit drops them.
    private static func droppedKeys(
        _ keys: [(String, ControlState)], at path: String, _ problems: inout ProblemCollector
    ) {
        var filled: Set<ControlState> = []
        for (key, state) in keys {
            let slot = state.lookupKey
            if slot != state && !filled.contains(slot) {
                problems.warning(
                    ProblemCollector.join(path, key),
                    "dropped: UIKit stores a highlighted|disabled value under \(slot.shortHex) only when that slot already has one; set it first"
                )
                continue
            }
            filled.insert(slot)
        }
    }

    private static func bitlessKeys(_ button: ButtonDefinition, at path: String, _ problems: inout ProblemCollector) {
        let bitless = button.states.filter { $0.bit.isEmpty }.map(\.name)
        guard !bitless.isEmpty else { return }
        for (kind, keys) in [("titles", button.titles.map(\.key)), ("images", button.images.map(\.key))] {
            for key in keys {
                let words = key.split(separator: "|").map(String.init)
                guard let name = words.first(where: bitless.contains) else { continue }
                problems.warning(
                    ProblemCollector.join("\(path).\(kind)", key),
                    "\(name) has no bit, so UIKit cannot tell this key from its flags alone")
            }
        }
    }

    /// Every reachable combination whose title falls back to normal while a more specific
    /// slot has one, one warning per such slot listing the combinations.
    private static func titleCoverage(
        _ definition: ButtonDefinition, localization: Localization, reachable: [ReachableStates.Entry],
        at path: String, _ problems: inout ProblemCollector
    ) {
        let button = Button(definition, localization: localization)
        let stored = button.titles.storage.keys.map { ControlState(rawValue: $0) }
        var shadowed: [(slot: ControlState, names: [String])] = []
        var named: Set<String> = []
        for entry in reachable {
            let copy = entry.button
            guard copy.titleHiddenBy == nil, copy.titles == button.titles else { continue }
            let lookup = copy.titleLookup
            guard let slot = StateCoverage.shadowedSlot(of: entry.state, source: lookup.source, stored: stored),
                button.titles.stored(for: slot) != lookup.value
            else { continue }
            let name = StateCoverage.keyName(entry.flags)
            guard named.insert(name).inserted else { continue }
            StateCoverage.add(name, under: slot, to: &shadowed)
        }
        let normal = button.titles.stored(for: .normal) ?? ""
        for (slot, names) in shadowed {
            let slotName = StateCoverage.keyName(slot, customStates: definition.states)
            let title = button.titles.stored(for: slot) ?? ""
            problems.warning(
                path,
                "\(slotName) shows \"\(title)\", but \(StateCoverage.fallBack(names)) to \"\(normal)\" (add titles for them if they should match)"
            )
        }
    }
}
