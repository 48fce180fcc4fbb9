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
            let small = definition.size == .small
            body.line("titleLabel?.font = .systemFont(ofSize: \(small ? 15 : 17), weight: .semibold)")
            body.line("applyTitles()")
            body.line("applyTitleColors()")
            if let label = definition.accessibilityLabel {
                body.line(
                    "accessibilityLabel = \(localized(label, key: "\(id).accessibilityLabel", comment: "VoiceOver label of the \(id) button"))"
                )
            }
            if hasSpinner {
                body.line("spinner.color = \(color(spinnerColor))")
                body.line("spinner.hidesWhenStopped = true")
                body.line("addSubview(spinner)")
            }
            if let machine = definition.machine {
                body.line("// The app's target-action: UIKit sends .touchUpInside only to an enabled button.")
                body.line("addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)")
                body.line("enter(.\(modeCase(machine.initial)))")
            }
            body.line("stateDidChange()")
        }
        out.line()
        for line in titles.lines { out.line(line) }
    }

    private var spinnerColor: RGBColor {
        theme.style(variant: definition.variant, size: definition.size, state: .normal, customStates: definition.states)
            .style.spinner
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
                    entry.value, key: "\(id).title.\(entry.key)", comment: "\(id) button title, state \(entry.key)")
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
        out.line()
        out.line(
            "// MARK: - Appearance: theme \"\(SwiftNames.comment(theme.name))\", variant \"\(SwiftNames.comment(definition.variant))\""
        )
        out.line()
        out.doc(
            "Height and horizontal padding (`theme.height.button.\(definition.size == .small ? "sm" : "md")`, `theme.padding-x.button.\(definition.size == .small ? "sm" : "md")`)."
        )
        out.line("static let height: CGFloat = \(number(points.height(for: definition.size)))")
        out.line("static let paddingX: CGFloat = \(number(points.paddingX(for: definition.size)))")
        out.doc(
            "`theme.radius.button.default`\(points.radius >= CornerStyle.pillRadius ? ": 99 means a pill, half the height" : "")."
        )
        out.line("static let cornerRadius: CGFloat = \(number(points.radius))")
        out.doc("`theme.border-width.button.default`.")
        out.line("static let borderWidth: CGFloat = \(number(points.borderWidth))")
        out.line()
        out.block("private func applyTitleColors()") { body in
            for (state, style) in styles {
                body.line("setTitleColor(\(color(style.foreground)), for: \(expression(state)))")
            }
        }
        out.line()
        out.doc(
            """
            Background and border per state. UIButton keeps titles and title colours per state but has no
            per-state background colour, so these are looked up as UIKit looks up titles: the exact state
            (with .highlighted reading without .disabled), else `.normal`. `nil` is transparent / no border.
            """)
        out.line("private static let backgrounds: [UInt: UIColor?] = [")
        for (state, style) in styles {
            out.line("    0x\(hex(state)): \(style.background.map(color) ?? "nil"),  // \(expression(state))")
        }
        out.line("]")
        out.line("private static let borders: [UInt: UIColor?] = [")
        for (state, style) in styles {
            out.line("    0x\(hex(state)): \(style.border.map(color) ?? "nil"),  // \(expression(state))")
        }
        out.line("]")
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
            body.line("layer.borderWidth = border == nil ? 0 : Self.borderWidth")
            if hasSpinner {
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

    private func layout(_ out: inout SwiftSource) {
        out.line()
        out.block("override var intrinsicContentSize: CGSize") { body in
            body.line("let content = super.intrinsicContentSize")
            if hasSpinner {
                body.line("// Room for the spinner beside a title (iOS's medium indicator is 20 pt, plus 8 pt).")
                body.line("let spinnerWidth: CGFloat = showsSpinner && !hidesTitle ? 28 : 0")
                body.line("let width = (hidesTitle ? 20 : content.width + spinnerWidth) + 2 * Self.paddingX")
            } else {
                body.line("let width = (hidesTitle ? 0 : content.width) + 2 * Self.paddingX")
            }
            body.line("return CGSize(width: width, height: Self.height)")
        }
        out.line()
        out.block("override func layoutSubviews()") { body in
            body.line("super.layoutSubviews()")
            body.line("layer.cornerRadius = min(Self.cornerRadius, bounds.height / 2)")
            body.line(
                "// UIKit resets the label's alpha and isHidden as it lays the title out; it leaves the layer alone.")
            body.line("titleLabel?.layer.opacity = hidesTitle ? 0 : 1")
            if hasSpinner {
                body.line("let titleStart = titleLabel?.frame.minX ?? bounds.midX")
                body.line("spinner.center = hidesTitle || title(for: state)?.isEmpty != false")
                body.line("    ? CGPoint(x: bounds.midX, y: bounds.midY)")
                body.line("    : CGPoint(x: titleStart - 18, y: bounds.midY)")
            }
        }
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
                        label, key: "\(id).\(entry.state.name).accessibilityLabel",
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
    mutating func localized(_ text: LocalizedText, key: String, comment: String) -> String {
        catalog.add(key, text: text, comment: comment)
        let development = text.resolved(for: board.developmentLocale, development: board.developmentLocale)
        return "String(localized: \(SwiftNames.literal(key)), defaultValue: \(SwiftNames.literal(development)), "
            + "comment: \(SwiftNames.literal(comment)))"
    }

    /// `UIColor(rgb: 0x0A58CA)`, through the file's private initialiser.
    func color(_ color: RGBColor) -> String {
        "UIColor(rgb: 0x" + color.hex.dropFirst() + ")"
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
