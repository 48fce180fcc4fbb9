import Facts
import Figma

extension FigmaSetComparison {
    /// The prototype against the machine, for every paired variant's `CHANGE_TO`
    /// interactions: a press against what highlighted shows, a click against where the tap
    /// leads, a timeout against the `after` timers and their delays. A variant draws flags,
    /// not machine states, so a drawn transition is matched against every reachable state
    /// with the variant's flags; one missing from the drawing is asked of the paired state
    /// only, and only when its outcome is drawn (an undrawn state is reported as such).
    mutating func comparePrototype() {
        var checked: Set<Set<String>> = []
        for variant in set.variants {
            guard let state = paired[variant.id] else { continue }
            let shown = Set(state.flags)
            // A second variant of the same state is not asked again for what is missing.
            let asksMissing = checked.insert(shown).inserted
            let changes = variant.interactions.filter { $0.navigation == "CHANGE_TO" && $0.destination != nil }
            comparePress(variant, state, changes, asksMissing: asksMissing)
            compareClick(variant, state, changes, asksMissing: asksMissing && !shown.contains("highlighted"))
            compareTimeouts(variant, state, changes, asksMissing: asksMissing && !shown.contains("highlighted"))
            for case .other(let trigger) in variant.interactions.map(\.trigger) {
                notes.append("\(set.name): variant \"\(variant.name)\": prototype trigger \(trigger) not compared")
            }
        }
    }

    private mutating func comparePress(
        _ variant: FigmaVariant, _ state: StateFacts, _ changes: [FigmaInteraction], asksMissing: Bool
    ) {
        let shown = Set(state.flags)
        // Both frameworks show an enabled button pressed while it is held; a disabled one shows no press.
        let pressed =
            state.isEnabled && !shown.contains("highlighted") ? closest(to: shown.union(["highlighted"])) : nil
        let code = pressed.map { "shows " + described(Set($0.flags)) } ?? "none (\(pressedAbsence(state)))"
        let presses = changes.filter { $0.trigger == .press }
        for press in presses {
            let target = destination(press)
            if let pressed, target.flags == Set(pressed.flags) { continue }
            prototypeFinding(.press, variant, state, drawn: "shows " + target.text, code: code)
        }
        if presses.isEmpty, asksMissing, let pressed, drawnVariant(for: Set(pressed.flags)) != nil {
            prototypeFinding(.press, variant, state, drawn: "none", code: code)
        }
    }

    private func pressedAbsence(_ state: StateFacts) -> String {
        state.isEnabled ? "already highlighted" : "a disabled button does not highlight"
    }

    private mutating func compareClick(
        _ variant: FigmaVariant, _ state: StateFacts, _ changes: [FigmaInteraction], asksMissing: Bool
    ) {
        let shown = Set(state.flags)
        let leadsTo = distinct(sameFlags(as: state).flatMap(\.tap.outcomes).map { Set($0.names) })
            .filter { $0 != shown }
        let code = leadsTo.isEmpty ? "none" : "leads to " + leadsTo.map(described).joined(separator: " or ")
        let clicks = changes.filter { $0.trigger == .click }
        for click in clicks {
            let target = destination(click)
            if let flags = target.flags, leadsTo.contains(flags) { continue }
            prototypeFinding(.click, variant, state, drawn: "changes to " + target.text, code: code)
        }
        let ownOutcomes = distinct(state.tap.outcomes.map { Set($0.names) }).filter { $0 != shown }
        if clicks.isEmpty, asksMissing, ownOutcomes.contains(where: { drawnVariant(for: $0) != nil }) {
            let own = "leads to " + ownOutcomes.map(described).joined(separator: " or ")
            prototypeFinding(.click, variant, state, drawn: "none", code: own)
        }
    }

    private mutating func compareTimeouts(
        _ variant: FigmaVariant, _ state: StateFacts, _ changes: [FigmaInteraction], asksMissing: Bool
    ) {
        let shown = Set(state.flags)
        let timers = sameFlags(as: state).flatMap(\.timers)
        let step = FigmaCheckJob.stepDelay
        func text(_ timer: TimerFacts) -> String {
            let outcomes = distinct(timer.outcomes.map { Set($0.names) }).filter { $0 != shown }
            // `after step (1000 ms)`, `after network (1200 ms)`, `after 800 ms`.
            let milliseconds = "\(timer.milliseconds(step: step)) ms"
            let delay: String
            if case .milliseconds = timer.delay {
                delay = milliseconds
            } else {
                delay = "\(timer.delay) (\(milliseconds))"
            }
            return "after \(delay) "
                + (outcomes.isEmpty ? "stays" : "leads to " + outcomes.map(described).joined(separator: " or "))
        }
        var timeouts: [(FigmaInteraction, Double)] = []
        for change in changes {
            if case .afterTimeout(let milliseconds) = change.trigger { timeouts.append((change, milliseconds)) }
        }
        for (timeout, milliseconds) in timeouts {
            let target = destination(timeout)
            let drawn = "after \(FigmaCheckJob.millisecondsText(milliseconds)) ms changes to " + target.text
            let matching = timers.first { timer in timer.outcomes.contains { Set($0.names) == target.flags } }
            guard let matching else {
                let code = timers.isEmpty ? "none" : timers.map(text).joined(separator: "; ")
                prototypeFinding(.timeout, variant, state, drawn: drawn, code: code)
                continue
            }
            let apart = abs(Double(matching.milliseconds(step: step)) - milliseconds)
            if apart > FigmaCheckJob.timeoutTolerance {
                prototypeFinding(
                    .timeout, variant, state, drawn: drawn, code: text(matching),
                    measure: "more than \(FigmaCheckJob.millisecondsText(FigmaCheckJob.timeoutTolerance)) ms apart")
            }
        }
        let own = state.timers.filter { timer in
            timer.outcomes.contains { Set($0.names) != shown && drawnVariant(for: Set($0.names)) != nil }
        }
        if timeouts.isEmpty, asksMissing, !own.isEmpty {
            prototypeFinding(.timeout, variant, state, drawn: "none", code: own.map(text).joined(separator: "; "))
        }
    }

    /// Every reachable state showing the same flags as `state`, in any machine state.
    private func sameFlags(as state: StateFacts) -> [StateFacts] {
        facts.filter { $0.flags == state.flags }
    }

    /// The variant an interaction changes to, and the flags of the state it is paired with
    /// (nil for a variant paired with none, or a node outside the set).
    private func destination(_ interaction: FigmaInteraction) -> (text: String, flags: Set<String>?) {
        guard let id = interaction.destination, let target = set.variant(id: id) else {
            return ("node \(interaction.destination ?? "none") outside the set", nil)
        }
        guard let state = paired[target.id] else { return (quoted(target.name) + " (no state)", nil) }
        return (quoted(target.name) + " (\(label(Set(state.flags))))", Set(state.flags))
    }

    /// The first variant paired with a state showing `flags`.
    private func drawnVariant(for flags: Set<String>) -> FigmaVariant? {
        set.variants.first { paired[$0.id].map { Set($0.flags) == flags } ?? false }
    }

    /// `"State=Pressed" (highlighted)` when a variant draws the flags, else `highlighted (not drawn)`.
    private func described(_ flags: Set<String>) -> String {
        guard let variant = drawnVariant(for: flags) else { return label(flags) + " (not drawn)" }
        return quoted(variant.name) + " (\(label(flags)))"
    }

    private func distinct(_ sets: [Set<String>]) -> [Set<String>] {
        var result: [Set<String>] = []
        for flags in sets where !result.contains(flags) { result.append(flags) }
        return result
    }

    private mutating func prototypeFinding(
        _ kind: FigmaFinding.Kind, _ variant: FigmaVariant, _ state: StateFacts, drawn: String, code: String,
        measure: String? = nil
    ) {
        findings.append(
            finding(kind, variant.name, state: stateLabel(state), drawn: drawn, code: code, measure: measure))
    }
}
