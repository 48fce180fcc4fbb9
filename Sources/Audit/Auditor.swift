import ButtonKit
import Theming

/// `button-sim audit`: every reachable state of every button, in every environment asked
/// for, against the rules of ``AuditRule``. Each rule is evaluated once per combination
/// of the settings it depends on (contrast on the theme, text size and weight; look-alikes
/// and focus on the theme alone; labels on nothing) and its findings are attributed to
/// every environment with that combination: reported at the first, counted for the rest.
public enum Auditor {
    /// Every environment the audit covers by default: each content size, appearance,
    /// contrast and direction (96), content size varying slowest, Bold Text and Button
    /// Shapes off.
    public static let defaultEnvironments = DisplayEnvironment.permutations([
        (.contentSize, EnvironmentAxis.contentSize.values), (.appearance, EnvironmentAxis.appearance.values),
        (.contrast, EnvironmentAxis.contrast.values), (.direction, EnvironmentAxis.direction.values),
    ])

    /// Audits a board.
    /// - Parameters:
    ///   - board: The button file.
    ///   - theme: The theme chosen (its counterparts show dark and increased contrast).
    ///   - environments: The environments, in the order reported.
    ///   - rules: The rules to apply (default: all).
    ///   - selection: The states checked (default: every reachable state).
    public static func audit(
        _ board: BoardDefinition, theme: Theme, environments: [DisplayEnvironment] = defaultEnvironments,
        rules: Set<AuditRule> = Set(AuditRule.allCases), selection: StateSelection = .every
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
        for definition in board.buttons {
            let subject = AuditSubject(definition, board: board, selection: selection)
            var merger = FindingMerger()
            var exempt = FindingMerger()
            var contrast: [String: (found: [AuditFinding], exempt: [AuditFinding])] = [:]
            for environment in environments {
                let shown = themeFor(environment)
                let colours = [environment.appearance.rawValue, environment.contrast.rawValue]
                let text = colours + [environment.contentSize.rawValue, String(environment.boldText)]
                if rules.contains(.contrast) {
                    let cacheKey = text.joined(separator: "|")
                    let result =
                        contrast[cacheKey]
                        ?? {
                            var skipped: [AuditFinding] = []
                            let found = ContrastRule.check(
                                subject, theme: shown, environment: environment, exempt: &skipped)
                            contrast[cacheKey] = (found, skipped)
                            return (found, skipped)
                        }()
                    merger.add(rule: .contrast, key: text, environment) { result.found }
                    exempt.add(rule: .contrast, key: text, environment) { result.exempt }
                }
                if rules.contains(.hitTarget) {
                    merger.add(rule: .hitTarget, key: text, environment) {
                        HitTargetRule.check(subject, theme: shown, environment: environment)
                    }
                }
                if rules.contains(.truncation) {
                    merger.add(rule: .truncation, key: text, environment) {
                        TruncationRule.check(subject, theme: shown, environment: environment)
                    }
                }
                if rules.contains(.label) {
                    merger.add(rule: .label, key: [], environment) {
                        LabelRule.check(subject, environment: environment)
                    }
                }
                if rules.contains(.lookAlike) {
                    merger.add(rule: .lookAlike, key: colours, environment) {
                        LookAlikeRule.check(subject, theme: shown, environment: environment)
                    }
                }
                if rules.contains(.focus) {
                    merger.add(rule: .focus, key: colours, environment) {
                        FocusRule.check(subject, theme: shown, environment: environment)
                    }
                }
            }
            for var finding in merger.findings {
                if let waiver = definition.waivers.first(where: { $0.rule == finding.rule.rawValue }) {
                    finding.waiver = waiver.reason
                    report.waived.append(finding)
                } else {
                    report.findings.append(finding)
                }
            }
            report.exempt += exempt.findings
            for waiver in definition.waivers {
                report.waivers.append(.init(button: definition.id.rawValue, rule: waiver.rule, reason: waiver.reason))
            }
        }
        report.missingCounterparts = Set(themes.values.flatMap(\.missing)).map {
            $0 == .dark ? "dark" : "increased-contrast"
        }.sorted()
        return report
    }
}
