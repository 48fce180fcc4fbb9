import ButtonKit
import Figma
import JSONSupport

/// The prototype's clicks and timeouts as a button machine. A variant draws flags, not
/// machine states, so a click is a tap handler on the machine itself, guarded by the flags
/// of the variant it leaves (highlight and disabled aside: a tap finds the button
/// highlighted and enabled), setting and clearing the flags that differ. A timeout starts
/// on entering a state, so each variant with a timeout gets a machine state of its own,
/// named after its state value, that a click or timeout into that variant enters; the
/// rest is `idle`. Presses need no machine: UIKit highlights the button itself.
struct FigmaStarterMachine {
    /// One transition drawn in the prototype.
    private struct Move {
        var from: FigmaStarterButton.Drawn
        var to: FigmaStarterButton.Drawn
        var timeout: Int?
    }

    private let starter: FigmaStarterButton

    /// The machine of `starter`'s component set.
    init(_ starter: FigmaStarterButton) { self.starter = starter }

    /// The machine's JSON, nil when the prototype has no click or timeout between drawn states.
    /// - Parameter notes: Where what was left out is said.
    func json(notes: inout [String]) -> JSONValue? {
        let moves = self.moves(notes: &notes)
        guard !moves.isEmpty else { return nil }
        var timed: [String] = []
        for move in moves where move.timeout != nil && !timed.contains(name(move.from.variant)) {
            timed.append(name(move.from.variant))
        }
        let idle = timed.contains("idle") ? "rest" : "idle"
        func mode(_ state: FigmaStarterButton.Drawn) -> String {
            timed.contains(name(state.variant)) ? name(state.variant) : idle
        }
        var states = [JSONMember(key: idle, value: .object([]))]
        for timedName in timed {
            var after: [JSONMember] = []
            for move in moves where name(move.from.variant) == timedName {
                guard let timeout = move.timeout, !after.contains(where: { $0.key == "\(timeout)" }) else { continue }
                after.append(JSONMember(key: "\(timeout)", value: transition(move, target: mode(move.to))))
            }
            states.append(JSONMember(key: timedName, value: .object([JSONMember(key: "after", value: .object(after))])))
            if !moves.contains(where: { name($0.to.variant) == timedName }) {
                notes.append(
                    "machine state \"\(timedName)\": no click or timeout leads to it; its timeout never starts")
            }
        }
        var machine = [
            JSONMember(key: "initial", value: .string(idle)), JSONMember(key: "states", value: .object(states)),
        ]
        var taps: [JSONValue] = []
        for move in moves where move.timeout == nil {
            var candidate = transition(move, target: mode(move.to))
            if case .object(var members) = candidate {
                members.insert(
                    JSONMember(key: "guard", value: .array(guards(move.from.flags).map(JSONValue.string))), at: 1)
                candidate = .object(members)
            }
            taps.append(candidate)
        }
        if !taps.isEmpty {
            machine.append(JSONMember(key: "on", value: .object([JSONMember(key: "tap", value: .array(taps))])))
        }
        return .object(machine)
    }

    /// The drawn clicks and timeouts between states, in the set's order.
    private func moves(notes: inout [String]) -> [Move] {
        var moves: [Move] = []
        for state in starter.drawn {
            for interaction in state.variant.interactions where interaction.navigation == "CHANGE_TO" {
                let timeout: Int?
                switch interaction.trigger {
                case .click: timeout = nil
                case .afterTimeout(let milliseconds):
                    let range = MachineDelay.range
                    timeout = Int(min(max(milliseconds.rounded(), Double(range.lowerBound)), Double(range.upperBound)))
                default: continue
                }
                guard let id = interaction.destination, let flags = starter.flagsByVariant[id],
                    let target = starter.drawn.first(where: { $0.flags == flags })
                else {
                    notes.append(
                        "variant \"\(state.variant.name)\": a prototype transition to a node with no iOS state; left out"
                    )
                    continue
                }
                moves.append(Move(from: state, to: target, timeout: timeout))
            }
        }
        return moves
    }

    /// A machine state's name: the variant's state value, lower-case words joined by `-`.
    private func name(_ variant: FigmaVariant) -> String {
        let value = variant.value(of: "state") ?? (variant.values.count == 1 ? variant.values[0].value : variant.name)
        let words = value.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? variant.id : words.joined(separator: "-")
    }

    /// The flags a tap can tell apart, each as it must be for `flags`: `selected`, `not mutual`.
    private func guards(_ flags: Set<String>) -> [String] {
        (["selected"] + starter.customStates).map { flags.contains($0) ? $0 : "not " + $0 }
    }

    /// `{"target", "actions"}`: set what the target has and the source lacks, clear the
    /// rest; highlight is the touch's own, and disabled is written as `enabled`.
    private func transition(_ move: Move, target: String) -> JSONValue {
        var actions: [String] = []
        let from = move.from.flags.subtracting(["highlighted"])
        let to = move.to.flags.subtracting(["highlighted"])
        for flag in order(to.subtracting(from)) { actions.append(flag == "disabled" ? "clear enabled" : "set \(flag)") }
        for flag in order(from.subtracting(to)) { actions.append(flag == "disabled" ? "set enabled" : "clear \(flag)") }
        var members = [JSONMember(key: "target", value: .string(target))]
        if !actions.isEmpty { members.append(JSONMember(key: "actions", value: .array(actions.map(JSONValue.string)))) }
        return .object(members)
    }

    private func order(_ flags: Set<String>) -> [String] {
        (SystemFlag.names + starter.customStates).filter(flags.contains)
    }
}
