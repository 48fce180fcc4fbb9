import ButtonKit
import Theming

/// `button-sim audit`: every reachable state of every button, in every environment asked
/// for, against the rules of ``AuditRule``. Each rule is evaluated once per button and
/// combination of the settings it depends on (contrast, hit target and truncation on the
/// theme, text size and weight; look-alikes and focus on the theme alone; labels on
/// nothing) and container (a disabled container shows a SwiftUI button's states disabled:
/// ``AuditSubject``), and what it sees is gathered into findings, one per design problem
/// (``FindingGroups``), each listing the buttons, states and environments it covers.
public enum Auditor {
    /// Every environment the audit covers by default: each content size, appearance,
    /// contrast and direction (96), content size varying slowest, Bold Text and Button
    /// Shapes off.
    public static let defaultEnvironments = DisplayEnvironment.permutations([
        (.contentSize, EnvironmentAxis.contentSize.values), (.appearance, EnvironmentAxis.appearance.values),
        (.contrast, EnvironmentAxis.contrast.values), (.direction, EnvironmentAxis.direction.values),
    ])

    /// The environments the audit covers by default for a board: ``defaultEnvironments``,
    /// each also in a disabled container when a button follows SwiftUI's rules (192).
    /// - Parameter board: The buttons audited.
    public static func defaultEnvironments(for board: BoardDefinition) -> [DisplayEnvironment] {
        guard board.buttons.contains(where: { $0.framework == .swiftui }) else { return defaultEnvironments }
        return DisplayEnvironment.permutations(
            [(.containerDisabled, EnvironmentAxis.containerDisabled.values)], base: .standard
        ).flatMap { container in
            defaultEnvironments.map { environment in
                var inContainer = environment
                inContainer.containerDisabled = container.containerDisabled
                return inContainer
            }
        }
    }

    /// One rule's evaluation for one combination of settings, and where it applies.
    private struct Evaluation {
        var found: [AuditObservation]
        var exempt: [AuditObservation]
        var positions: [Int] = []
    }

    /// Audits a board.
    /// - Parameters:
    ///   - board: The button file.
    ///   - theme: The theme chosen (its counterparts show dark and increased contrast).
    ///   - environments: The environments, in the order reported.
    ///   - rules: The rules to apply (default: all).
    ///   - depths: The colour depths contrast is measured at: the exact colours (what a
    ///     phone shows), and `xterm-256` too for the terminal look.
    ///   - selection: The states checked (default: every reachable state).
    ///   - reachable: Where the buttons' reachable states are explored and kept: pass the
    ///     one the work bound was checked with, so no button is explored twice.
    public static func audit(
        _ board: BoardDefinition, theme: Theme, environments: [DisplayEnvironment] = defaultEnvironments,
        rules: Set<AuditRule> = Set(AuditRule.allCases), depths: [ColorDepth] = [.exact],
        selection: StateSelection = .every, reachable: ReachableStateCache = ReachableStateCache()
    ) -> AuditReport {
        var themes: [[String]: (theme: Theme, missing: [ThemeCounterpart])] = [:]
        func themeFor(_ environment: DisplayEnvironment) -> Theme {
            let key = [environment.appearance.rawValue, environment.contrast.rawValue]
            if let known = themes[key] { return known.theme }
            let resolved = theme.resolved(for: environment)
            themes[key] = resolved
            return resolved.theme
        }
        var report = AuditReport(
            buttons: board.buttons.map(\.id.rawValue), environments: environments.count, rules: AuditRule.allCases)
        var groups = FindingGroups()
        var exempt = FindingGroups()
        for definition in board.buttons {
            var evaluations: [String: Evaluation] = [:]
            var order: [String] = []
            // A disabled container (SwiftUI's rules) shows other states: one subject per container.
            for containerDisabled in [false, true] {
                let positions = environments.indices.filter { environments[$0].containerDisabled == containerDisabled }
                guard !positions.isEmpty else { continue }
                let subject = AuditSubject(
                    definition, board: board, selection: selection, reachable: reachable,
                    containerDisabled: containerDisabled)
                var geometries = AuditGeometries(subject)
                var contrasts = AuditContrasts(subject)
                for position in positions {
                    let environment = environments[position]
                    let shown = themeFor(environment)
                    let colours = [environment.appearance.rawValue, environment.contrast.rawValue]
                    let text = colours + [environment.contentSize.rawValue, String(environment.boldText)]
                    func evaluate(_ rule: AuditRule, _ key: [String], _ check: () -> Evaluation) {
                        guard rules.contains(rule) else { return }
                        let cacheKey =
                            (containerDisabled ? "container|" : "") + rule.rawValue + "|" + key.joined(separator: "|")
                        if evaluations[cacheKey] == nil {
                            evaluations[cacheKey] = check()
                            order.append(cacheKey)
                        }
                        evaluations[cacheKey]?.positions.append(position)
                    }
                    evaluate(.contrast, text) {
                        var skipped: [AuditObservation] = []
                        let found = ContrastRule.check(
                            subject, theme: shown, colours: colours, environment: environment, depths: depths,
                            contrasts: &contrasts, exempt: &skipped)
                        return Evaluation(found: found, exempt: skipped)
                    }
                    evaluate(.hitTarget, text) {
                        Evaluation(
                            found: HitTargetRule.check(
                                subject, theme: shown, colours: colours, environment: environment,
                                geometries: &geometries),
                            exempt: [])
                    }
                    evaluate(.truncation, text) {
                        Evaluation(
                            found: TruncationRule.check(
                                subject, theme: shown, colours: colours, environment: environment,
                                geometries: &geometries),
                            exempt: [])
                    }
                    evaluate(.label, []) { Evaluation(found: LabelRule.check(subject), exempt: []) }
                    // The styles the contrast rule resolved in this theme (entered first), or
                    // resolves here when it is not run.
                    func style(_ place: Int) -> ResolvedStyle {
                        contrasts.style(place: place) { shown.style(of: subject.states[place].button) }
                    }
                    evaluate(.lookAlike, colours) {
                        contrasts.enter(colours: colours)
                        return Evaluation(found: LookAlikeRule.check(subject, style: style), exempt: [])
                    }
                    evaluate(.focus, colours) {
                        contrasts.enter(colours: colours)
                        return Evaluation(found: FocusRule.check(subject, theme: shown, style: style), exempt: [])
                    }
                }
            }
            for key in order {
                guard let evaluation = evaluations[key] else { continue }
                for observation in evaluation.found {
                    let waiver = definition.waivers.first { $0.rule == observation.rule.rawValue }
                    groups.add(observation, waiver: waiver?.reason, in: evaluation.positions)
                }
                for observation in evaluation.exempt {
                    exempt.add(observation, waiver: nil, in: evaluation.positions)
                }
            }
            for waiver in definition.waivers {
                report.waivers.append(.init(button: definition.id.rawValue, rule: waiver.rule, reason: waiver.reason))
            }
        }
        let summaries = environments.map(\.summary)
        let found = groups.findings(summaries)
        report.findings = found.filter { $0.waiver == nil }
        report.waived = found.filter { $0.waiver != nil }
        report.exempt = exempt.findings(summaries)
        report.missingCounterparts = Set(themes.values.flatMap(\.missing)).map {
            $0 == .dark ? "dark" : "increased-contrast"
        }.sorted()
        return report
    }
}
