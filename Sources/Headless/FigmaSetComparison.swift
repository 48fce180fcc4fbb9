import ButtonKit
import Facts
import Figma
import Theming

/// One component set against its button: which reachable state each variant draws, the
/// states no variant draws, and each pair's title, colours, corner radius and height, all
/// read from the states' ``StateFacts``.
struct FigmaSetComparison {
    /// The set.
    let set: FigmaComponentSet
    /// The button it draws.
    let button: ButtonDefinition
    /// Every reachable state's facts, in reachable order.
    let facts: [StateFacts]
    /// The map's meanings of variant values for this set.
    let states: [String: String]
    /// What was found.
    private(set) var findings: [FigmaFinding] = []
    /// What was read but not compared.
    private(set) var notes: [String] = []
    /// The variants paired with states.
    private(set) var pairings: [FigmaCheckReport.Pairing] = []

    /// A comparison not yet made.
    init(set: FigmaComponentSet, button: ButtonDefinition, facts: [StateFacts], states: [String: String]) {
        self.set = set
        self.button = button
        self.facts = facts
        self.states = states
    }

    /// Pairs the variants with states and compares each pair.
    /// - Parameter all: Whether every reachable state needs a drawing.
    mutating func compare(all: Bool) {
        var drawn: Set<Set<String>> = []
        let customStates = button.states.map(\.name)
        for variant in set.variants {
            let value = stateValue(of: variant)
            let meaning =
                states[value].map(FigmaStateWords.meaning(ofKey:))
                ?? FigmaStateWords.meaning(of: value, customStates: customStates)
            switch meaning {
            case .hover:
                findings.append(finding(.noIOSState, variant.name))
            case .unknown(let word):
                findings.append(finding(.unmatched, variant.name, measure: "no state named \(word)"))
            case .flags(let flags):
                guard let state = closest(to: flags) else {
                    findings.append(finding(.unmatched, variant.name, measure: "no reachable state is \(label(flags))"))
                    continue
                }
                drawn.insert(Set(state.flags))
                let stateLabel = (state.mode.map { $0 + " " } ?? "") + label(Set(state.flags))
                pairings.append(FigmaCheckReport.Pairing(variant: variant.name, state: stateLabel))
                compare(variant, with: state, label: stateLabel)
                if !variant.notCompared.isEmpty {
                    notes.append(
                        "\(set.name): variant \"\(variant.name)\": not compared: "
                            + variant.notCompared.joined(separator: ", "))
                }
            }
        }
        for expected in expectedStates(all: all) where !drawn.contains(expected) {
            findings.append(finding(.undrawn, label(expected)))
        }
    }

    /// The variant's state value: its `State` property, else its one variant property, else its name.
    private func stateValue(of variant: FigmaVariant) -> String {
        if let value = variant.value(of: "state") { return value }
        if variant.values.count == 1, let only = variant.values.first { return only.value }
        return variant.name
    }

    /// The first reachable state with exactly `flags`, else with `flags` and the fewest more
    /// (a custom state brings the flags it implies or holds: mutual is selected too).
    private func closest(to flags: Set<String>) -> StateFacts? {
        var best: StateFacts?
        for state in facts {
            let shown = Set(state.flags)
            guard shown.isSuperset(of: flags) else { continue }
            if shown == flags { return state }
            if best.map({ shown.count < $0.flags.count }) ?? true { best = state }
        }
        return best
    }

    /// The flag sets a designer is expected to draw: normal, highlighted, disabled,
    /// selected and each custom state (with what it brings), when reachable; every
    /// reachable one with `all`.
    private func expectedStates(all: Bool) -> [Set<String>] {
        var expected: [Set<String>] = []
        let common: [Set<String>] = [[], ["highlighted"], ["disabled"], ["selected"]]
        let wanted: [Set<String>] = all ? facts.map { Set($0.flags) } : common + button.states.map { Set([$0.name]) }
        for flags in wanted {
            guard let state = closest(to: flags) else { continue }
            let shown = Set(state.flags)
            if !expected.contains(shown) { expected.append(shown) }
        }
        return expected
    }

    private mutating func compare(_ variant: FigmaVariant, with state: StateFacts, label: String) {
        let page = state.colors.page
        let drawnTitle = variant.texts.first?.characters ?? ""
        if drawnTitle != state.title {
            findings.append(
                finding(.title, variant.name, state: label, drawn: quoted(drawnTitle), code: quoted(state.title)))
        }
        compareColor(
            .fill, variant, label, drawn: variant.fill?.color.resolved(over: page), code: state.colors.background)
        if !state.title.isEmpty, let text = variant.texts.first?.fill {
            compareColor(
                .textColor, variant, label, drawn: text.color.resolved(over: page), code: state.colors.foreground)
        }
        compareColor(
            .stroke, variant, label, drawn: variant.stroke?.color.resolved(over: page), code: state.colors.border)
        if let geometry = state.geometry {
            compareLength(.cornerRadius, variant, label, drawn: variant.cornerRadius, code: geometry.cornerRadius)
            compareLength(.height, variant, label, drawn: variant.height, code: geometry.height)
        }
    }

    private mutating func compareColor(
        _ kind: FigmaFinding.Kind, _ variant: FigmaVariant, _ label: String, drawn: RGBColor?, code: RGBColor?
    ) {
        switch (drawn, code) {
        case (nil, nil): return
        case (let drawn?, let code?):
            let difference = ColorDifference.ciede2000(drawn, code)
            guard difference > FigmaCheckJob.colorThreshold else { return }
            let measure = "ΔE00 \(Self.hundredths(difference)) > \(FigmaCheckJob.colorThreshold)"
            findings.append(
                finding(kind, variant.name, state: label, drawn: drawn.hex, code: code.hex, measure: measure))
        default:
            findings.append(finding(kind, variant.name, state: label, drawn: drawn?.hex, code: code?.hex))
        }
    }

    private mutating func compareLength(
        _ kind: FigmaFinding.Kind, _ variant: FigmaVariant, _ label: String, drawn: Double?, code: Double
    ) {
        guard let drawn, abs(drawn - code) > FigmaCheckJob.lengthTolerance else { return }
        findings.append(
            finding(
                kind, variant.name, state: label, drawn: "\(Self.hundredths(drawn)) pt",
                code: "\(Self.hundredths(code)) pt", measure: "more than \(FigmaCheckJob.lengthTolerance) pt apart"))
    }

    private func finding(
        _ kind: FigmaFinding.Kind, _ subject: String, state: String? = nil, drawn: String? = nil, code: String? = nil,
        measure: String? = nil
    ) -> FigmaFinding {
        FigmaFinding(
            set: set.name, button: button.id.rawValue, kind: kind, subject: subject, state: state, drawn: drawn,
            code: code, measure: measure)
    }

    /// Flags in the facts' order (`selected highlighted`, then custom states), `normal` when none.
    private func label(_ flags: Set<String>) -> String {
        let order = ["highlighted", "disabled", "selected", "focused"] + button.states.map(\.name)
        let named = order.filter(flags.contains) + flags.subtracting(order).sorted()
        return named.isEmpty ? "normal" : named.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String { "\"" + text + "\"" }

    private static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
