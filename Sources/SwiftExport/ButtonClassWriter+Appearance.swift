import ButtonKit
import Theming

extension ButtonClassWriter {
    // MARK: Set-up

    mutating func setUp(_ out: inout SwiftSource) {
        out.line()
        out.line("// MARK: - Set-up")
        out.line()
        if hasSpinner {
            out.doc(
                "Turns while a spinner state is on\(definition.machine != nil ? " or the machine is in a spinner state" : "")."
            )
            out.line("private let spinner = UIActivityIndicatorView(style: .medium)")
            out.line()
        }
        writeInitializers(&out)
        var titles = SwiftSource()
        applyTitles(&titles)
        out.block("private func configure()") { body in
            body.line("// Dynamic Type: the theme's size at the default setting, scaled with the user's text size.")
            body.line("titleLabel?.font = Metrics.fontMetrics.scaledFont(for: Metrics.font)")
            body.line("titleLabel?.adjustsFontForContentSizeCategory = true")
            body.line("// The paddings and height scale too: measure again when the text size changes.")
            body.line(
                "registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (button: \(className), _: UITraitCollection) in"
            )
            body.line("    button.invalidateIntrinsicContentSize()")
            body.line("}")
            if definition.layout.lines != 1 { body.line("titleLabel?.numberOfLines = \(definition.layout.lines)") }
            body.line("applyTitles()")
            body.line("applyTitleColors()")
            if let label = definition.accessibilityLabel {
                body.line(
                    "accessibilityLabel = \(localized(label, key: "\(id).accessibilityLabel", comment: "VoiceOver label of the \(id) button"))"
                )
            }
            if hasSpinner {
                body.line("spinner.hidesWhenStopped = true")
                body.line("addSubview(spinner)")
            }
            machineWiring(&body)
            body.line("stateDidChange()")
        }
        out.line()
        for line in titles.lines { out.line(line) }
    }

    /// The tap's wiring and the initial state, for both kinds of button.
    func machineWiring(_ out: inout SwiftSource) {
        guard let machine = definition.machine else { return }
        out.line("// The machine's tap follows the app's own actions for the touch (.touchUpInside and")
        out.line("// .primaryActionTriggered): UIKit calls actions in the order they were added and this one")
        out.line("// is added first, so it hands the tap to the end of the event. UIKit sends .touchUpInside")
        out.line("// only to an enabled button.")
        out.line("addAction(UIAction { [weak self] _ in")
        out.line("    Task { @MainActor in self?.handle(.tap) }")
        out.line("}, for: .touchUpInside)")
        out.line("enter(.\(modeCase(machine.initial)))")
    }

    /// `applyTitles()`: every `setTitle(_:for:)` and `setImage(_:for:)` in file order.
    private mutating func applyTitles(_ out: inout SwiftSource) {
        out.doc(
            """
            The button file's titles and images, in its order: UIKit stores each under the exact state
            and looks a state up exactly, else under `.normal` (never a partial match).
            """)
        var body = SwiftSource()
        var setSlots: Set<UInt32> = [0]
        for entry in definition.titles {
            let state = entry.state
            if state.contains([.highlighted, .disabled]) {
                let stored = state.subtracting(.disabled)
                body.line(
                    "// UIKit surprise: a state with both .highlighted and .disabled is stored without .disabled,")
                body.line(
                    setSlots.contains(stored.rawValue)
                        ? "// so this replaces the title of \(expression(stored))."
                        : "// and dropped when \(expression(stored)) has no title yet, as here: this call does nothing."
                )
            } else {
                setSlots.insert(state.rawValue)
            }
            let text =
                entry.value.allTexts.allSatisfy(\.isEmpty)
                ? "\"\""
                : localized(
                    entry.value, key: "\(id).title.\(entry.key)", comment: "\(id) button title, state \(entry.key)",
                    counters: true)
            body.line("setTitle(\(text), for: \(expression(state)))")
        }
        fallbackNotes(&body)
        for entry in definition.images {
            body.line("// Image \(SwiftNames.comment(entry.value)) in the button file: add an asset of this name.")
            body.line(
                "setImage(UIImage(named: \(SwiftNames.literal("\(id).\(entry.key)"))), for: \(expression(entry.state)))"
            )
        }
        let lines = body.lines
        out.block("private func applyTitles()") { block in
            if lines.isEmpty { block.line("// The button file sets no titles per state.") }
            for line in lines { block.line(line) }
        }
    }

    /// Comments on UIKit's selected|highlighted fallback, where the file's titles meet it.
    private func fallbackNotes(_ out: inout SwiftSource) {
        let states = Set(definition.titles.map(\.state.rawValue))
        for entry in definition.titles
        where entry.state.contains(.selected) && !entry.state.contains(.highlighted)
            && !entry.state.contains(.disabled)
        {
            let pressed = entry.state.union(.highlighted)
            if states.contains(pressed.rawValue) {
                out.line("// \(expression(pressed)) is set on purpose: UIKit falls back from it to .normal, not to")
                out.line(
                    "// \(expression(entry.state)), so without it a pressed \(expression(entry.state)) button would flash the normal title."
                )
            } else {
                out.line(
                    "// UIKit surprise: \(expression(pressed)) has no title, so while a \(expression(entry.state)) button is"
                )
                out.line(
                    "// pressed it shows the .normal title (UIKit falls back to .normal, never to \(expression(entry.state)))."
                )
            }
        }
    }

    // MARK: Appearance

    mutating func appearance(_ out: inout SwiftSource) {
        let states = theme.definedStates(for: definition.variant, customStates: definition.states)
        let styles = states.map {
            (
                $0,
                theme.style(
                    variant: definition.variant, size: definition.size, state: $0,
                    customStates: definition.states
                ).style
            )
        }
        let points = theme.metrics.points
        let small = definition.size == .small
        out.line()
        out.line(
            "// MARK: - Appearance: theme \"\(SwiftNames.comment(theme.name))\", variant \"\(SwiftNames.comment(definition.variant))\""
        )
        out.line()
        out.doc("Sizes from the theme at the default text size; paddings and height scale with Dynamic Type.")
        out.block("private enum Metrics") { body in
            body.doc("`theme.height.button.\(small ? "sm" : "md")`.")
            body.line("static let height: CGFloat = \(number(points.height(for: definition.size)))")
            body.doc("`theme.padding-x.button.\(small ? "sm" : "md")`.")
            body.line("static let paddingX: CGFloat = \(number(points.paddingX(for: definition.size)))")
            body.doc(
                "`theme.radius.button.default`\(points.radius >= CornerStyle.pillRadius ? ": 99 means a pill, half the height" : "")."
            )
            body.line("static let cornerRadius: CGFloat = \(number(points.radius))")
            body.doc("`theme.border-width.button.default`.")
            body.line("static let borderWidth: CGFloat = \(number(points.borderWidth))")
            body.doc("The title's font at the default text size, and the text style it scales with.")
            body.line("static let font = UIFont.systemFont(ofSize: \(small ? 15 : 17), weight: .semibold)")
            body.line("static var fontMetrics: UIFontMetrics { UIFontMetrics(forTextStyle: .\(textStyle)) }")
        }
        out.line()
        out.block("private func applyTitleColors()") { body in
            for (state, _) in styles {
                let value = dynamicColor { $0.buttonStyle(state, of: definition).foreground } ?? "nil"
                body.line("setTitleColor(\(value), for: \(expression(state)))")
            }
        }
        out.line()
        out.doc(
            """
            Background, border and spinner colour per state. UIButton keeps titles and title colours per state
            but has no per-state background, border or spinner colour, so these are looked up as UIKit looks up
            titles: the exact state (with .highlighted reading without .disabled), else `.normal`. `nil` is
            transparent / no border.
            """)
        let button = definition
        let tables: [(String, (Theme, ControlState) -> RGBColor?)] = [
            ("backgrounds", { theme, state in theme.buttonStyle(state, of: button).background }),
            ("borders", { theme, state in theme.buttonStyle(state, of: button).border }),
            ("spinnerColors", { theme, state in theme.buttonStyle(state, of: button).spinner }),
        ]
        for (name, pick) in tables {
            if name == "spinnerColors", !hasSpinner { continue }
            out.line("private static let \(name): [UInt: UIColor?] = [")
            for (state, _) in styles {
                let value = dynamicColor { pick($0, state) } ?? "nil"
                out.line("    0x\(hex(state)): \(value),  // \(expression(state))")
            }
            out.line("]")
        }
        out.line()
        out.block("private static func lookup(_ table: [UInt: UIColor?], _ state: UIControl.State) -> UIColor?") {
            body in
            body.line("var key = state")
            body.line("if key.contains(.highlighted) { key.remove(.disabled) }")
            body.line("return table[key.rawValue] ?? table[0] ?? nil")
        }
        stateDidChange(&out)
        layout(&out)
        accessibility(&out)
    }

    private func stateDidChange(_ out: inout SwiftSource) {
        out.line()
        out.doc(
            """
            Called whenever a flag changes: colours for the new state, the spinner, and a new layout
            (the title changes with the state, and so does the intrinsic width).
            """)
        out.block("private func stateDidChange()") { body in
            body.line("let state = self.state")
            body.line("backgroundColor = Self.lookup(Self.backgrounds, state) ?? .clear")
            body.line("let border = Self.lookup(Self.borders, state)")
            body.line("layer.borderColor = border?.cgColor")
            body.line("layer.borderWidth = border == nil ? 0 : Metrics.borderWidth")
            if hasSpinner {
                body.line("spinner.color = Self.lookup(Self.spinnerColors, state) ?? currentTitleColor")
                body.line("if showsSpinner { spinner.startAnimating() } else { spinner.stopAnimating() }")
            }
            body.line("setNeedsLayout()")
            body.line("invalidateIntrinsicContentSize()")
        }
        if hasSpinner {
            let states = stateNames.filter(\.state.spinner).map(\.property)
            var terms = states
            if definition.machine?.states.contains(where: \.spinner) ?? false { terms.append("mode.showsSpinner") }
            out.line()
            out.line("private var showsSpinner: Bool { \(terms.isEmpty ? "false" : terms.joined(separator: " || ")) }")
        }
        let hiding = stateNames.filter(\.state.hidesTitle).map(\.property)
        out.line()
        out.line("private var hidesTitle: Bool { \(hiding.isEmpty ? "false" : hiding.joined(separator: " || ")) }")
    }

    private mutating func layout(_ out: inout SwiftSource) {
        let widest = definition.width == .widest
        if widest {
            var titles: [String] = []
            var seen: Set<String> = []
            for entry in definition.titles where !entry.value.allTexts.allSatisfy(\.isEmpty) {
                let key = "\(id).title.\(entry.key)"
                if seen.insert(key).inserted {
                    titles.append(
                        localized(
                            entry.value, key: key, comment: "\(id) button title, state \(entry.key)", counters: true))
                }
            }
            for state in definition.machine?.states ?? [] {
                guard let title = state.title else { continue }
                titles.append(
                    localized(
                        title, key: "\(id).machine.\(state.name).title",
                        comment: "\(id) button title in machine state \(state.name)", counters: true))
            }
            out.line()
            out.doc(
                "Every title the button can show: it is as wide as the widest (the button file's `width: widest`), so it keeps one size from state to state."
            )
            out.block("private var widestTitles: [String]") { body in
                body.line("[")
                for title in titles { body.line("    " + title + ",") }
                body.line("]")
            }
        }
        out.line()
        out.block("override var intrinsicContentSize: CGSize") { body in
            body.line(
                "let paddingX = Metrics.fontMetrics.scaledValue(for: Metrics.paddingX, compatibleWith: traitCollection)"
            )
            body.line(
                "let height = Metrics.fontMetrics.scaledValue(for: Metrics.height, compatibleWith: traitCollection)")
            if widest {
                body.line("let font = titleLabel?.font ?? Metrics.font")
                body.line("let widest = widestTitles")
                body.line(
                    "    .map { NSAttributedString(string: $0, attributes: [.font: font]).size().width }.max() ?? 0")
                body.line("let titleWidth = hidesTitle ? 0 : widest.rounded(.up)")
            } else {
                body.line("let titleWidth = hidesTitle ? 0 : super.intrinsicContentSize.width")
            }
            if hasSpinner {
                body.line("// Room for the spinner beside a title (iOS's medium indicator is 20 pt, plus 8 pt).")
                body.line(
                    widest
                        ? "let spinnerWidth: CGFloat = titleWidth > 0 ? 28 : 20"
                        : "let spinnerWidth: CGFloat = !showsSpinner ? 0 : titleWidth == 0 ? 20 : 28")
                body.line("return CGSize(width: titleWidth + spinnerWidth + 2 * paddingX, height: height)")
            } else {
                body.line("return CGSize(width: titleWidth + 2 * paddingX, height: height)")
            }
        }
        out.line()
        out.block("override func layoutSubviews()") { body in
            body.line("super.layoutSubviews()")
            body.line("layer.cornerRadius = min(Metrics.cornerRadius, bounds.height / 2)")
            body.line(
                "// UIKit resets the label's alpha and isHidden as it lays the title out; it leaves the layer alone.")
            body.line("titleLabel?.layer.opacity = hidesTitle ? 0 : 1")
            if hasSpinner {
                body.line("let titleStart = titleLabel?.frame.minX ?? bounds.midX")
                body.line("spinner.center = hidesTitle || currentTitle?.isEmpty != false")
                body.line("    ? CGPoint(x: bounds.midX, y: bounds.midY)")
                body.line("    : CGPoint(x: titleStart - 18, y: bounds.midY)")
            }
        }
    }

    /// The Dynamic Type text style the title scales with: the file's `textStyle`, else
    /// body for medium buttons and subheadline for small ones.
    var textStyle: String {
        definition.layout.textStyle ?? (definition.size == .small ? "subheadline" : "body")
    }

    mutating func accessibility(_ out: inout SwiftSource) {
        let labelled = stateNames.filter { $0.state.accessibilityLabel != nil }
        guard !labelled.isEmpty else { return }
        out.line()
        out.doc("What VoiceOver reads: a state's own label while it is on (the title may be hidden).")
        var branches: [(String, String)] = []
        for entry in labelled {
            guard let label = entry.state.accessibilityLabel else { continue }
            branches.append(
                (
                    entry.property,
                    localized(
                        label, key: "\(id).state.\(entry.state.name).accessibilityLabel",
                        comment: "VoiceOver label of the \(id) button while \(entry.state.name)")
                ))
        }
        out.block("override var accessibilityLabel: String?") { body in
            body.block("get") { get in
                for (property, text) in branches { get.line("if \(property) { return \(text) }") }
                get.line("return super.accessibilityLabel")
            }
            body.line("set { super.accessibilityLabel = newValue }")
        }
    }

    // MARK: Values

    /// `String(localized:defaultValue:comment:)`, adding the key to the catalog.
    /// With `counters`, a text that shows the machine's counters interpolates them
    /// (``CounterTemplate``); elsewhere (static contexts) `{NAME}` stays as written.
    mutating func localized(_ text: LocalizedText, key: String, comment: String, counters: Bool = false) -> String {
        let development = text.resolved(for: board.developmentLocale, development: board.developmentLocale)
        let names = Set(counterNames.keys)
        let pieces = CounterTemplate.pieces(development, counters: names)
        let arguments = pieces.compactMap { piece -> String? in
            if case .counter(let name) = piece { name } else { nil }
        }
        guard counters, !arguments.isEmpty else {
            catalog.add(key, text: text, comment: comment)
            return "String(localized: \(SwiftNames.literal(key)), defaultValue: \(SwiftNames.literal(development)), "
                + "comment: \(SwiftNames.literal(comment)))"
        }
        let template = CounterTemplate(arguments: arguments)
        let formatted: LocalizedText
        switch text {
        case .plain(let value): formatted = .plain(template.format(value, counters: names))
        case .byLocale(let entries):
            formatted = .byLocale(
                entries.map { LocalizedEntry(locale: $0.locale, text: template.format($0.text, counters: names)) })
        }
        catalog.add(key, text: formatted, comment: comment)
        let value = CounterTemplate.interpolated(pieces) { counterName($0) }
        return "String(localized: \(SwiftNames.literal(key)), defaultValue: \(value), "
            + "comment: \(SwiftNames.literal(comment)))"
    }

    /// `UIColor(rgb: 0x0A58CA)`, through the file's private initialiser.
    func color(_ color: RGBColor) -> String {
        "UIColor(rgb: 0x" + color.hex.dropFirst() + ")"
    }

    /// A colour picked from the theme, with what it is in dark mode, with Increase Contrast
    /// and with both when any differs: `UIColor(rgb:dark:highContrast:darkHighContrast:)`,
    /// which UIKit resolves for the current traits. `nil` when the theme has no colour.
    func dynamicColor(_ pick: (Theme) -> RGBColor?) -> String? {
        guard let light = pick(theme) else { return nil }
        // A counterpart without the colour shows the theme's own, as the simulator's does.
        let others = [traitThemes.dark, traitThemes.highContrast, traitThemes.darkHighContrast].map {
            pick($0) ?? light
        }
        guard others.contains(where: { $0 != light }) else { return color(light) }
        let literals = ([light] + others).map { "0x" + $0.hex.dropFirst() }
        return
            "UIColor(rgb: \(literals[0]), dark: \(literals[1]), highContrast: \(literals[2]), darkHighContrast: \(literals[3]))"
    }

    func hex(_ state: ControlState) -> String { String(state.rawValue, radix: 16, uppercase: true) }

    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// The two initializers UIKit calls, both ending in `configure()`.
    func writeInitializers(_ out: inout SwiftSource) {
        out.block("override init(frame: CGRect)") { body in
            body.line("super.init(frame: frame)")
            body.line("configure()")
        }
        out.line()
        out.block("required init?(coder: NSCoder)") { body in
            body.line("super.init(coder: coder)")
            body.line("configure()")
        }
        out.line()
    }
}

extension Theme {
    /// The style of a button in `state`, in this theme.
    func buttonStyle(_ state: ControlState, of definition: ButtonDefinition) -> ButtonStyle {
        style(variant: definition.variant, size: definition.size, state: state, customStates: definition.states).style
    }
}
