import ButtonKit
import Theming

/// Writes the `UIButton` subclass of one button, in the pattern of the custom-states
/// article: custom states as `UIControl.State` values in the application range, `state`
/// overridden to report them, setters keeping each state's rule, titles set once per
/// state in file order, colours per state from the theme, the machine as an enum.
struct ButtonClassWriter {
    let definition: ButtonDefinition
    let board: BoardDefinition
    let theme: Theme
    /// The themes the simulator shows in dark mode, with Increase Contrast, and with both
    /// (``Theme/resolved(for:)``): the exported colours follow the same counterparts.
    let traitThemes: (dark: Theme, highContrast: Theme, darkHighContrast: Theme)
    let source: String
    let stepDelay: Duration
    let className: String
    /// Swift names per custom state, in declaration order.
    let stateNames: [(state: CustomState, member: String, property: String)]
    /// The Swift case of each machine state, worked out once: looking each up again was
    /// quadratic in the states (4,000 states took 23 s).
    let modeCases: [String: String]
    var catalog: StringCatalog
    /// The flags the machine leaves in each state it reaches by itself, its entry applied
    /// (``MachineFlow``): where `restore(mode:)` starts.
    let reachedByMode: [String: ButtonFlags]
    /// The named image assets the class reads (images no SF Symbol matches), one line each
    /// for the export's output: the app must add them.
    var imageAssets: [String] = []
    /// Whether a colour only some appearances have was written (`Palette.rgbOrClear`).
    var usesPartialColors = false
    /// The colours read by token name (`Colors.named`), for `Colors.xcassets`.
    let colorAssets = ColorAssetCatalog()

    /// The Swift names of declared events (their methods and `Event` cases).
    let eventNames: [String: String]
    /// The Swift names of the machine's counters.
    let counterNames: [String: String]

    init(
        definition: ButtonDefinition, board: BoardDefinition, theme: Theme, source: String, stepDelay: Duration,
        className: String
    ) {
        self.definition = definition
        func shown(_ appearance: DisplayEnvironment.Appearance, _ contrast: DisplayEnvironment.ContrastLevel) -> Theme {
            var environment = DisplayEnvironment.standard
            environment.appearance = appearance
            environment.contrast = contrast
            return theme.resolved(for: environment).theme
        }
        traitThemes = (shown(.dark, .normal), shown(.light, .increased), shown(.dark, .increased))
        self.board = board
        self.theme = theme
        self.source = source
        self.stepDelay = stepDelay
        self.className = className
        // One scope for every member of the class: a custom state, an event method or a
        // counter never takes a keyword, an inherited UIKit member or the export's own.
        var used = ReservedNames.uikitMembers.union(ReservedNames.generatedMembers)
        stateNames = definition.states.map { state in
            var member = SwiftNames.uniqueMember(state.name, fallback: "custom", suffix: "State", used: &used)
            var property = "is" + member.prefix(1).uppercased() + member.dropFirst()
            while used.contains(property) {
                member += "State"
                property += "State"
            }
            used.insert(member)
            used.insert(property)
            return (state, member, property)
        }
        var events: [String: String] = [:]
        for event in definition.events where events[event.name] == nil {
            events[event.name] = SwiftNames.uniqueMember(event.name, fallback: "event", suffix: "Event", used: &used)
        }
        eventNames = events
        var counters: [String: String] = [:]
        for counter in definition.machine?.context ?? [] where counters[counter.name] == nil {
            counters[counter.name] = SwiftNames.uniqueMember(
                counter.name, fallback: "counter", suffix: "Count", used: &used)
        }
        counterNames = counters
        var cases: [String: String] = [:]
        // The cases of the nested `Mode` enum: their own scope, beside its two members.
        var usedCases: Set<String> = ["showsSpinner", "timers", "allCases", "hashValue", "hash"]
        for name in definition.machine?.states.map(\.name) ?? [] where cases[name] == nil {
            cases[name] = SwiftNames.uniqueMember(name, fallback: "state", suffix: "State", used: &usedCases)
        }
        modeCases = cases
        catalog = StringCatalog(sourceLanguage: board.developmentLocale)
        let flow = MachineFlow(
            definition,
            localization: Localization(locale: board.developmentLocale, development: board.developmentLocale))
        reachedByMode = Dictionary(
            flow.steps.map { ($0.mode, $0.button.flags) }, uniquingKeysWith: { first, _ in first })
    }

    var id: String { definition.id.rawValue }
    var hasSpinner: Bool {
        definition.states.contains(where: \.spinner) || (definition.machine?.states.contains(where: \.spinner) ?? false)
    }

    mutating func write() -> String {
        var out = SwiftSource()
        header(&out)
        out.line("import UIKit")
        out.line()
        out.doc("The `\(id)` button from \(SwiftNames.comment(source)).")
        out.doc(
            """

            Its custom states are `UIControl.State` values in the application range (0x00FF0000) and
            `state` reports them, so UIKit picks the title and title colour of every combination
            itself; code (or data from the server) only flips the flags.
            """)
        if definition.machine != nil {
            out.doc(
                """

                Order of a tap: the machine takes its `tap` transition first, synchronously (its actions, in
                file order, then the target state's entry); then the app's own primary action runs, starts
                the work and reports its outcome, at once or later. What the simulator played as the outside
                world (the file's `send` actions) is not here: the app calls the event's method when it
                happens\(hasStepTransitions ? ",\nand `\(stepAnswers.isEmpty ? "finishStep()" : "finishStep(...)` or `stepFailed()")` when the work a state stands for is done" : "").
                """)
        }
        out.block("final class \(className): UIButton") { body in
            customStates(&body)
            flagOverrides(&body)
            if let configuration = definition.configuration {
                configurationSetUp(configuration, &body)
            } else {
                setUp(&body)
                appearance(&body)
            }
            if definition.machine != nil { machine(&body) }
            restore(&body)
            colors(&body)
        }
        return out.text
    }

    private func header(_ out: inout SwiftSource) {
        out.line("//")
        out.line("//  \(className).swift")
        out.line("//")
        out.line("//  Made by `button-sim export swift --button \(id)` from \(SwiftNames.comment(source)),")
        out.line(
            "//  theme \"\(SwiftNames.comment(theme.name))\". Titles are in Localizable.xcstrings, the reviewed states in"
        )
        out.line("//  \(className)+Previews.swift and \(className)Tests.swift, written beside it.")
        out.line("//  Plain UIKit (iOS 17+), no dependencies: keep it as generated or take it over by hand.")
        out.line("//")
        out.line()
    }

    // MARK: Custom states

    private func customStates(_ out: inout SwiftSource) {
        guard !stateNames.isEmpty else { return }
        out.line()
        out.line("// MARK: - Custom states")
        for (state, member, property) in stateNames {
            out.line()
            out.doc("`\(state.name)`: \(ruleSentence(state))")
            if state.bit.isEmpty {
                out.doc("It has no application bit: UIKit never sees it, only the flags it holds.")
            } else {
                let bit = state.bit.rawValue.trailingZeroBitCount
                let flags = systemList(state.coupledFlags)
                let value =
                    flags.isEmpty
                    ? "UIControl.State(rawValue: 1 << \(bit))"
                    : "UIControl.State(rawValue: 1 << \(bit)).union(\(flags.count == 1 ? flags[0] : "[" + flags.joined(separator: ", ") + "]"))"
                out.line("static let \(member): UIControl.State = \(value)")
                out.line()
            }
            out.doc(state.bit.isEmpty ? "" : "Whether `\(state.name)` is on.")
            if state.bit.isEmpty { out.doc("Whether `\(state.name)` is on.") }
            out.block("var \(property) = false") { body in
                body.block("didSet") { observer in
                    observer.line("guard \(property) != oldValue else { return }")
                    customDidSet(state, property: property, &observer)
                    observer.line("stateDidChange()")
                }
            }
        }
        if stateNames.contains(where: { !$0.state.bit.isEmpty }) {
            out.line()
            out.doc("UIKit's state plus the custom states that are on, each with the flags it carries.")
            out.block("override var state: UIControl.State") { body in
                body.line("var state = super.state")
                for (state, member, property) in stateNames where !state.bit.isEmpty {
                    body.line("if \(property) { state.formUnion(Self.\(member)) }")
                }
                body.line("return state")
            }
        }
    }

    // MARK: Colours

    /// `Colors`, reading the asset catalog's colour sets by token name, and `Palette`, the
    /// colours without a token name as hex literals, each written only when used; nested in
    /// the class so nothing is declared on `UIColor`, where an app may have its own
    /// `UIColor(rgb:)`.
    private func colors(_ out: inout SwiftSource) {
        let usesPalette = out.text.contains("Palette.")
        guard usesPalette || !colorAssets.sets.isEmpty else { return }
        out.line()
        out.line("// MARK: - Colours")
        if !colorAssets.sets.isEmpty {
            out.line()
            out.doc(
                """
                The theme's colours by token name, from `\(ColorAssetCatalog.folder)` (exported beside this file): each
                colour set holds its dark and Increase Contrast appearances, which UIKit resolves for the current
                traits, and a translucent token keeps its alpha.
                """)
            out.block("private enum Colors") { body in
                body.doc(
                    "The colour set `name`; clear (and a failed assertion in debug builds) when the catalog lacks it.")
                body.block("static func named(_ name: String) -> UIColor") { function in
                    function.block(
                        "guard let color = UIColor(named: name, in: \(className).bundle, compatibleWith: nil) else"
                    ) { fallback in
                        fallback.line("assertionFailure(\"\(ColorAssetCatalog.folder) has no colour set \\(name)\")")
                        fallback.line("return .clear")
                    }
                    function.line("return color")
                }
            }
        }
        if usesPalette { palette(&out) }
    }

    /// `Palette`: the theme's colours that have no token name, as hex literals.
    private func palette(_ out: inout SwiftSource) {
        out.line()
        out.doc("The theme's colours that have no token name, written `#RRGGBB` as `0xRRGGBB`.")
        out.block("private enum Palette") { body in
            body.doc("An opaque sRGB colour.")
            body.block("static func rgb(_ rgb: UInt32) -> UIColor") { function in
                function.line(
                    "UIColor(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,")
                function.line("        blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)")
            }
            body.line()
            body.doc(
                "A colour with the theme's dark-mode and Increase Contrast counterparts, resolved for the current traits."
            )
            body.block(
                "static func rgb(_ light: UInt32, dark: UInt32, highContrast: UInt32, darkHighContrast: UInt32) -> UIColor"
            ) { function in
                function.line("UIColor { traits in")
                function.line("    let isHigh = traits.accessibilityContrast == .high")
                function.line(
                    "    if traits.userInterfaceStyle == .dark { return rgb(isHigh ? darkHighContrast : dark) }")
                function.line("    return rgb(isHigh ? highContrast : light)")
                function.line("}")
            }
            if usesPartialColors {
                body.line()
                body.doc("A colour only some appearances have (a border Increase Contrast adds): clear in the others.")
                body.block(
                    "static func rgbOrClear(_ light: UInt32?, dark: UInt32?, highContrast: UInt32?, darkHighContrast: UInt32?) -> UIColor"
                ) { function in
                    function.line("UIColor { traits in")
                    function.line("    let isHigh = traits.accessibilityContrast == .high")
                    function.line(
                        "    let value = traits.userInterfaceStyle == .dark ? (isHigh ? darkHighContrast : dark) : (isHigh ? highContrast : light)"
                    )
                    function.line("    return value.map { rgb($0) } ?? .clear")
                    function.line("}")
                }
            }
        }
    }

    // MARK: Images

    /// `UIImage(systemName:)` when an SF Symbol matches the file's image character, else
    /// `UIImage(named:)` of an asset the export lists in its output.
    mutating func image(_ character: String, asset name: String) -> String {
        if let symbol = SFSymbolName.symbol(for: character) {
            return "UIImage(systemName: \(SwiftNames.literal(symbol)))"
        }
        let line = "add an image asset named \(name) (\(character) in the button file)"
        if !imageAssets.contains(line) { imageAssets.append(line) }
        return "UIImage(named: \(SwiftNames.literal(name)))"
    }

    // MARK: Helpers

    /// System flags in raw order.
    func systemFlags(_ state: ControlState) -> [ControlState] {
        SystemFlag.all.map(\.state).filter { state.contains($0) }
    }

    /// `.highlighted`, `.disabled`, ... for a state's system bits: `UIControl.State`'s
    /// members are spelled as the flags' names.
    func systemList(_ state: ControlState) -> [String] {
        SystemFlag.all.filter { state.contains($0.state) }.map { "." + $0.name }
    }

    /// The statement that turns a system flag on or off from inside the class.
    func setter(_ flag: ControlState, on: Bool) -> String {
        switch flag {
        case .highlighted: "isHighlighted = \(on)"
        case .disabled: "isEnabled = \(!on)"
        case .selected: "isSelected = \(on)"
        default: "// .focused: UIKit's focus cannot be set from code"
        }
    }

    /// A state as Swift: `.normal`, `.selected`, `Self.mutual`, `[Self.mutual, .highlighted]`.
    func expression(_ state: ControlState) -> String {
        var remaining = state
        var parts: [String] = []
        for (custom, member, _) in stateNames where !custom.bit.isEmpty && remaining.isSuperset(of: custom.state) {
            parts.append("Self.\(member)")
            remaining.subtract(custom.state)
        }
        parts += systemList(remaining)
        remaining.subtract(.systemMask)
        if !remaining.isEmpty {
            parts.append("UIControl.State(rawValue: 0x\(String(remaining.rawValue, radix: 16, uppercase: true)))")
        }
        if parts.isEmpty { return ".normal" }
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}
