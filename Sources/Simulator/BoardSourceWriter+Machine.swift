import ButtonKit

/// A button's machine and configuration as Swift source (``BoardSourceWriter``).
extension BoardSourceWriter {
    static func machine(_ machine: MachineDefinition, indent: String) -> String {
        let inner = indent + "    "
        let counters = machine.context.map { "Counter(name: \(quoted($0.name)), initial: \($0.initial))" }
        return """
            MachineDefinition(
            \(inner)initial: \(quoted(machine.initial)),
            \(inner)states: \(list(machine.states.map { state($0, indent: inner + "    ") }, indent: inner)),
            \(inner)context: [\(counters.joined(separator: ", "))],
            \(inner)on: \(eventTransitions(machine.on)))
            """
    }

    private static func state(_ state: MachineState, indent: String) -> String {
        let inner = indent + "    "
        return """
            MachineState(
            \(inner)name: \(quoted(state.name)), title: \(optional(state.title, localized)), \
            image: \(optional(state.image, quoted)), enabled: \(optional(state.enabled) { "\($0)" }), \
            spinner: \(state.spinner),
            \(inner)entry: \(actions(state.entry)), exit: \(actions(state.exit)),
            \(inner)on: \(eventTransitions(state.on)),
            \(inner)after: [\(state.after.map(delayed).joined(separator: ", "))],
            \(inner)always: \(transitions(state.always)), isFinal: \(state.isFinal))
            """
    }

    private static func eventTransitions(_ events: [EventTransitions]) -> String {
        "["
            + events.map { "EventTransitions(event: \(quoted($0.event)), candidates: \(transitions($0.candidates)))" }
            .joined(separator: ", ") + "]"
    }

    private static func delayed(_ delayed: DelayedTransition) -> String {
        "DelayedTransition(delay: \(delay(delayed.delay)), candidates: \(transitions(delayed.candidates)))"
    }

    private static func delay(_ delay: MachineDelay) -> String {
        switch delay {
        case .step: "MachineDelay.step"
        case .milliseconds(let value): "MachineDelay.milliseconds(\(value))"
        case .named(let name, let value): "MachineDelay.named(\(quoted(name)), milliseconds: \(value))"
        }
    }

    private static func transitions(_ transitions: [MachineTransition]) -> String {
        "["
            + transitions.map { transition in
                "MachineTransition(target: \(optional(transition.target, quoted)), actions: \(actions(transition.actions)), "
                    + "guardCondition: \(optional(transition.guardCondition, guardCondition)))"
            }.joined(separator: ", ") + "]"
    }

    private static func actions(_ actions: [MachineAction]) -> String {
        "["
            + actions.map { action in
                switch action {
                case .flag(let verb, let flag): "MachineAction.flag(.\(verb.rawValue), \(buttonFlag(flag)))"
                case .step(let step, let name): "MachineAction.step(.\(step.rawValue), \(quoted(name)))"
                case .assign(let name, let value): "MachineAction.assign(\(quoted(name)), \(value))"
                case .send(let event): "MachineAction.send(\(quoted(event)))"
                }
            }.joined(separator: ", ") + "]"
    }

    private static func guardCondition(_ condition: MachineGuard) -> String {
        let conditions = condition.conditions.map { condition in
            switch condition {
            case .flag(let flag, let negated): "MachineGuard.Condition.flag(\(buttonFlag(flag)), negated: \(negated))"
            case .counter(let name, let comparison, let value):
                "MachineGuard.Condition.counter(\(quoted(name)), \(self.comparison(comparison)), \(value))"
            }
        }
        return "MachineGuard([\(conditions.joined(separator: ", "))])"
    }

    private static func comparison(_ comparison: MachineGuard.Comparison) -> String {
        switch comparison {
        case .equal: ".equal"
        case .notEqual: ".notEqual"
        case .less: ".less"
        case .lessOrEqual: ".lessOrEqual"
        case .greater: ".greater"
        case .greaterOrEqual: ".greaterOrEqual"
        }
    }

    private static func buttonFlag(_ flag: ButtonFlag) -> String {
        switch flag {
        case .highlighted: "ButtonFlag.highlighted"
        case .enabled: "ButtonFlag.enabled"
        case .selected: "ButtonFlag.selected"
        case .focused: "ButtonFlag.focused"
        case .custom(let name): "ButtonFlag.custom(\(quoted(name)))"
        }
    }

    static func configuration(_ configuration: ButtonConfiguration, indent: String) -> String {
        let updates = configuration.updates.map { stateValue($0, patch) }
        return "ButtonConfiguration(base: \(patch(configuration.base)), updates: \(list(updates, indent: indent)))"
    }

    /// A patch as a closure called at once: `ConfigurationPatch` is built field by field.
    private static func patch(_ patch: ConfigurationPatch) -> String {
        let fields = [
            "style = \(optional(patch.style) { ".\($0.rawValue)" })",
            "baseBackgroundColor = \(optional(patch.baseBackgroundColor, quoted))",
            "baseForegroundColor = \(optional(patch.baseForegroundColor, quoted))",
            "title = \(optional(patch.title, localized))",
            "subtitle = \(optional(patch.subtitle, localized))",
            "image = \(optional(patch.image, quoted))",
            "imagePlacement = \(optional(patch.imagePlacement) { ".\($0.rawValue)" })",
            "cornerStyle = \(optional(patch.cornerStyle) { ".\($0.rawValue)" })",
            "buttonSize = \(optional(patch.buttonSize) { ".\($0.rawValue)" })",
            "showsActivityIndicator = \(optional(patch.showsActivityIndicator) { "\($0)" })",
        ]
        return "{ () -> ConfigurationPatch in var patch = ConfigurationPatch(); "
            + fields.map { "patch.\($0); " }.joined() + "return patch }()"
    }
}
