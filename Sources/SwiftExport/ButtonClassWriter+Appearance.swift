import ButtonKit
import DeviceLook
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
            body.line("titleLabel?.font = Metrics.fontMetrics.scaledFont(for: \(currentFontExpression))")
            body.line("titleLabel?.adjustsFontForContentSizeCategory = true")
            body.line("// The paddings and height scale too: measure again when the text size changes. The border's")
            body.line("// colour is a CGColor, which does not follow the traits, and the theme's border width and")
            body.line("// radius change with dark mode and Increase Contrast: resolve them again on every change.")
            body.line(
                "registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) { (button: \(className), _: UITraitCollection) in"
            )
            body.line("    button.stateDidChange()")
            body.line("}")
            if definition.layout.lines != 1 { body.line("titleLabel?.numberOfLines = \(definition.layout.lines)") }
            body.line(
                "// A title too long for its lines is cut at the end, as reviewed (a button's default cuts the middle)."
            )
            body.line("titleLabel?.lineBreakMode = .byTruncatingTail")
            body.line("// Rounded as UIKit rounds its own button backgrounds: continuous corners, not circular arcs.")
            body.line("layer.cornerCurve = .continuous")
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
        out.line("// The machine takes the tap first and at once (no Task hop): this action is added in init,")
        out.line("// before any of the app's, and UIKit sends .primaryActionTriggered for a touch, a keyboard")
        out.line("// or game controller activation and performPrimaryAction() alike. So when the app's own")
        out.line("// primary action runs, the button is already in its next state, and an outcome the app")
        out.line("// reports then or later lands on it. UIKit sends it only to an enabled button.")
        out.line("addAction(UIAction { [unowned self] _ in handle(.tap) }, for: .primaryActionTriggered)")
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
            let image = image(entry.value, asset: "\(id).\(entry.key)")
            body.line("// Image \(SwiftNames.comment(entry.value)) in the button file.")
            body.line("setImage(\(image), for: \(expression(entry.state)))")
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
        out.doc(
            "Sizes from the theme at the default text size; paddings and height scale with Dynamic Type, radius and border width follow the traits."
        )
        let traitPoints = [theme, traitThemes.dark, traitThemes.highContrast, traitThemes.darkHighContrast].map {
            $0.metrics.points
        }
        let weight = theme.textLook(variant: definition.variant, state: .normal, customStates: definition.states)
            .fontWeight
        // The title as the review draws it at the default text size: its text style's size, and the
        // theme's weight in the normal state.
        let drawn = DeviceMetrics(
            Button(
                definition,
                localization: Localization(locale: board.developmentLocale, development: board.developmentLocale)),
            points: points, environment: .standard, fontWeight: weight)
        out.block("private enum Metrics") { body in
            body.doc("`theme.height.button.\(small ? "sm" : "md")`, never below the 44 pt Apple asks of a tap target.")
            body.line("static let height: CGFloat = \(number(max(44, points.height(for: definition.size))))")
            body.doc("`theme.padding-x.button.\(small ? "sm" : "md")`.")
            body.line("static let paddingX: CGFloat = \(number(points.paddingX(for: definition.size)))")
            if hasSpinner || definition.hasImage {
                body.doc("The space between the title and the spinner or image beside it.")
                body.line("static let gap: CGFloat = \(number(DeviceButton.gap))")
            }
            if hasSpinner || definition.hasImage {
                body.doc("The activity indicator's size (iOS's medium style).")
                body.line("static let spinnerSize: CGFloat = \(number(DeviceButton.spinnerDiameter))")
            }
            body.doc("The widest the button grows (the button file's `maxWidth`); a longer title wraps or truncates.")
            body.line(
                "static let maxWidth: CGFloat = \(number(definition.layout.maxWidth ?? TitleLayout.defaultMaxWidth))")
            body.doc(
                "`theme.radius.button.default` for the traits\(traitPoints.contains { $0.radius >= CornerStyle.pillRadius } ? " (99 means a pill, half the height)" : "")."
            )
            body.block("static func cornerRadius(for traits: UITraitCollection) -> CGFloat") { function in
                function.line(traitValue(traitPoints.map(\.radius)))
            }
            body.doc("`theme.border-width.button.default` for the traits.")
            body.block("static func borderWidth(for traits: UITraitCollection) -> CGFloat") { function in
                function.line(traitValue(traitPoints.map(\.borderWidth)))
            }
            metricsFont(&body, size: drawn.fontSize, weight: drawn.titleWeight)
            body.line("static var fontMetrics: UIFontMetrics { UIFontMetrics(forTextStyle: .\(textStyle)) }")
            if Set(traitPoints.map(\.radius)).count > 1 || Set(traitPoints.map(\.borderWidth)).count > 1 {
                body.line()
                body.doc("The theme's value in light, dark, light with Increase Contrast or dark with it.")
                body.block(
                    "private static func resolved(_ traits: UITraitCollection, light: CGFloat, dark: CGFloat, highContrast: CGFloat, darkHighContrast: CGFloat) -> CGFloat"
                ) { function in
                    function.line("let isHigh = traits.accessibilityContrast == .high")
                    function.line("if traits.userInterfaceStyle == .dark { return isHigh ? darkHighContrast : dark }")
                    function.line("return isHigh ? highContrast : light")
                }
            }
        }
        out.line()
        let titled = definition
        out.block("private func applyTitleColors()") { body in
            for (state, _) in styles {
                let shown: (Theme) -> RGBColor? = { $0.buttonStyle(state, of: titled).foreground }
                let value = tokenColor(.foreground, state, shown: shown) ?? dynamicColor(shown) ?? "nil"
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
        let tables: [(String, Theme.ColorPart, (Theme, ControlState) -> RGBColor?)] = [
            ("backgrounds", .background, { theme, state in theme.buttonStyle(state, of: button).background }),
            ("borders", .border, { theme, state in theme.buttonStyle(state, of: button).border }),
            ("spinnerColors", .spinner, { theme, state in theme.buttonStyle(state, of: button).spinner }),
        ]
        for (name, part, pick) in tables {
            if name == "spinnerColors", !hasSpinner { continue }
            out.line("private static let \(name): [UInt: UIColor?] = [")
            for (state, _) in styles {
                // A border only some appearances have (Increase Contrast's) is clear in the others.
                let value =
                    tokenColor(part, state) { pick($0, state) }
                    ?? (name == "borders" ? partialColor { pick($0, state) } : dynamicColor { pick($0, state) })
                    ?? "nil"
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
        fontForState(&out)
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
            if weightChangesWithState {
                body.line("// The theme's weight for the state, scaled for the current text size.")
                body.line(
                    "titleLabel?.font = Metrics.fontMetrics.scaledFont(for: Self.font(for: state), compatibleWith: traitCollection)"
                )
            }
            body.line("backgroundColor = Self.lookup(Self.backgrounds, state) ?? .clear")
            body.line("// A CGColor does not follow the traits: resolved here, and again on every trait change. A")
            body.line("// border the current appearance does not have resolves clear, and takes no width.")
            body.line("let border = Self.lookup(Self.borders, state)?.resolvedColor(with: traitCollection).cgColor")
            body.line("let hasBorder = (border?.alpha ?? 0) > 0")
            body.line("layer.borderColor = hasBorder ? border : nil")
            body.line("layer.borderWidth = hasBorder ? Metrics.borderWidth(for: traitCollection) : 0")
            if definition.hasImage {
                body.line("setPreferredSymbolConfiguration(symbolConfiguration, forImageIn: .normal)")
            }
            if hasSpinner {
                body.line("spinner.color = Self.lookup(Self.spinnerColors, state) ?? currentTitleColor")
                body.line("if showsSpinner { spinner.startAnimating() } else { spinner.stopAnimating() }")
                body.line(
                    "// The end of a step is announced: VoiceOver users do not see the spinner stop. It is posted")
                body.line(
                    "// once the change that stopped the spinner is complete, so it reads the title the step ends")
                body.line("// on (an answer set after the spinner stops, in the same call, included).")
                body.block("if wasSpinning, !showsSpinner") { block in
                    block.line("Task { @MainActor [weak self] in")
                    block.line("    guard let self else { return }")
                    block.line(
                        "    UIAccessibility.post(notification: .announcement, argument: accessibilityLabel ?? currentTitle)"
                    )
                    block.line("}")
                }
                body.line("wasSpinning = showsSpinner")
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
            out.line()
            out.doc("Whether the spinner turned at the last state change: its stop is announced.")
            out.line("private var wasSpinning = false")
        }
        let hiding = stateNames.filter(\.state.hidesTitle).map(\.property)
        if !hiding.isEmpty {
            out.line()
            out.doc("Whether a state that hides the title is on (the title keeps its room).")
            out.line("private var hidesTitle: Bool { \(hiding.joined(separator: " || ")) }")
        }
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
        let leads = hasSpinner || definition.hasImage
        out.line()
        out.doc("The side padding, scaled with the text size to whole points (as the review draws it).")
        out.block("private var paddingX: CGFloat") { body in
            body.line(
                "Metrics.fontMetrics.scaledValue(for: Metrics.paddingX, compatibleWith: traitCollection).rounded()")
        }
        out.line()
        let hides = definition.states.contains(where: \.hidesTitle)
        out.doc(hides ? "The title shown now, empty while it is hidden." : "The title shown now.")
        out.line("private var shownTitle: String { \(hides ? "hidesTitle ? \"\" : " : "")currentTitle ?? \"\" }")
        if leads {
            out.line()
            out.doc("The spinner's or image's size beside the title; zero when neither shows.")
        }
        if leads {
            out.block("private var leadSize: CGSize") { body in
                if hasSpinner {
                    body.line(
                        "if showsSpinner { return CGSize(width: Metrics.spinnerSize, height: Metrics.spinnerSize) }")
                }
                if definition.hasImage {
                    body.line("guard let image = currentImage else { return .zero }")
                    body.line("return (image.applyingSymbolConfiguration(symbolConfiguration) ?? image).size")
                } else {
                    body.line("return .zero")
                }
            }
        }
        if definition.hasImage {
            out.line()
            out.doc("SF Symbols drawn at the title's font, so an image grows with Dynamic Type beside its title.")
            out.block("private var symbolConfiguration: UIImage.SymbolConfiguration") { body in
                body.line("UIImage.SymbolConfiguration(font: titleLabel?.font ?? \(currentFontExpression))")
            }
        }
        out.line()
        out.doc(
            "`text` in the title's font within `width`: on as many lines as the label allows, as wide as its widest line."
        )
        out.block("private func measure(_ text: String, width: CGFloat) -> CGSize") { body in
            body.line("guard !text.isEmpty, let label = titleLabel, let font = label.font else { return .zero }")
            body.line("// The lines the label allows, the last cut with \"…\" where the text goes on.")
            body.line(
                "let height = label.numberOfLines > 0 ? CGFloat(label.numberOfLines) * font.lineHeight : .greatestFiniteMagnitude"
            )
            body.line("let rect = NSAttributedString(string: text, attributes: [.font: font]).boundingRect(")
            body.line(
                "    with: CGSize(width: width, height: height), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],"
            )
            body.line("    context: nil)")
            body.line("return CGSize(width: min(rect.width, width), height: rect.height)")
        }
        out.line()
        out.doc(
            "The width the title may take in a button `width` wide: less the paddings\(leads ? " and what sits beside it" : "")."
        )
        out.block("private func titleRoom(inWidth width: CGFloat) -> CGFloat") { body in
            body.line("let font = titleLabel?.font ?? \(currentFontExpression)")
            if leads {
                body.line("let lead = leadSize.width")
                body.line("return max(font.pointSize, width - 2 * paddingX - (lead > 0 ? lead + Metrics.gap : 0))")
            } else {
                body.line("return max(font.pointSize, width - 2 * paddingX)")
            }
        }
        out.line()
        out.block("override var intrinsicContentSize: CGSize") { body in
            body.line("let font = titleLabel?.font ?? \(currentFontExpression)")
            body.line("let title = shownTitle")
            body.line(
                "\(leads || widest ? "var" : "let") content = measure(title, width: .greatestFiniteMagnitude).width")
            if leads {
                body.line("let lead = leadSize.width")
                body.line("if lead > 0 { content += lead + (title.isEmpty ? 0 : Metrics.gap) }")
            }
            if widest {
                body.line(
                    "// `width: widest`: room for the widest title the button can show\(leads ? " and for what sits beside it" : ""),"
                )
                body.line("// so it keeps its width from state to state (while loading too).")
                body.line(
                    "let widest = widestTitles.map { measure($0, width: .greatestFiniteMagnitude).width }.max() ?? 0")
                body.line(
                    leads
                        ? "content = max(content, widest + max(Metrics.spinnerSize, font.pointSize) + Metrics.gap)"
                        : "content = max(content, widest)")
            }
            body.line("// At least one em of content, and no wider than the file's maxWidth.")
            body.line("let widestAllowed = max(Metrics.maxWidth, font.pointSize + 2 * paddingX)")
            body.line("let width = min(max(content, font.pointSize) + 2 * paddingX, widestAllowed).rounded(.up)")
            body.line("// The theme's height scaled with the text size (never below it, so never below 44 pt), and a")
            body.line("// line's height more for each line the title wraps to.")
            body.line(
                "let oneLine = max(Metrics.height, Metrics.fontMetrics.scaledValue(for: Metrics.height, compatibleWith: traitCollection).rounded())"
            )
            body.line("let titleHeight = measure(title, width: titleRoom(inWidth: width)).height")
            body.line("return CGSize(width: width, height: oneLine + max(0, titleHeight - font.lineHeight))")
        }
        out.line()
        out.block("override func layoutSubviews()") { body in
            body.line("super.layoutSubviews()")
            body.line("layer.cornerRadius = min(Metrics.cornerRadius(for: traitCollection), bounds.height / 2)")
            if definition.states.contains(where: \.hidesTitle) {
                body.line(
                    "// UIKit resets the label's alpha and isHidden as it lays the title out; it leaves the layer alone."
                )
                body.line("titleLabel?.layer.opacity = hidesTitle ? 0 : 1")
            }
            body.line("// Apple's advice since iOS 15: call super, then place the views. The title and what sits")
            body.line("// beside it are centred together, the spinner or image on the leading side (the right in a")
            body.line("// right-to-left language), as the reviewed device look places them.")
            body.line("let title = measure(shownTitle, width: titleRoom(inWidth: bounds.width))")
            if leads {
                body.line("let lead = leadSize")
                body.line("let gap = lead.width > 0 && title.width > 0 ? Metrics.gap : 0")
                body.line("let total = title.width + gap + lead.width")
            } else {
                body.line("let total = title.width")
            }
            body.line("let start = bounds.midX - total / 2")
            if leads {
                body.line("let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft")
                body.line("titleLabel?.frame = CGRect(")
                body.line(
                    "    x: rightToLeft ? start : start + total - title.width, y: bounds.midY - title.height / 2,")
                body.line("    width: title.width, height: title.height)")
                body.line("let leadFrame = CGRect(")
                body.line(
                    "    x: rightToLeft ? start + total - lead.width : start, y: bounds.midY - lead.height / 2,")
                body.line("    width: lead.width, height: lead.height)")
                if hasSpinner { body.line("spinner.frame = showsSpinner ? leadFrame : .zero") }
                if definition.hasImage {
                    body.line(
                        hasSpinner
                            ? "imageView?.frame = showsSpinner ? .zero : leadFrame" : "imageView?.frame = leadFrame")
                }
            } else {
                body.line("titleLabel?.frame = CGRect(")
                body.line("    x: start, y: bounds.midY - title.height / 2, width: title.width, height: title.height)")
            }
        }
    }

    /// The Dynamic Type text style the title scales with: the file's `textStyle`, else
    /// headline for medium buttons and subheadline for small ones, as the device look scales it.
    var textStyle: String {
        definition.layout.textStyle ?? DeviceMetrics.defaultTextStyle(for: definition.size)
    }

    /// A metric that may change with the traits: a literal when the four themes agree, else
    /// `resolved(traits, light:dark:highContrast:darkHighContrast:)`.
    func traitValue(_ values: [Double]) -> String {
        guard Set(values).count > 1 else { return number(values[0]) }
        return
            "resolved(traits, light: \(number(values[0])), dark: \(number(values[1])), highContrast: \(number(values[2])), darkHighContrast: \(number(values[3])))"
    }

    /// What VoiceOver reads while a state with its own reading is on: the button's name as the
    /// label (the title it would show without the state, as the title may be empty or hidden),
    /// and the state's words (`Loading`) as the value.
    mutating func accessibility(_ out: inout SwiftSource) {
        let labelled = stateNames.filter { $0.state.accessibilityLabel != nil }
        guard !labelled.isEmpty else { return }
        out.line()
        var branches: [(property: String, name: String, text: String)] = []
        for entry in labelled {
            guard let label = entry.state.accessibilityLabel else { continue }
            let name: String
            if definition.configuration != nil {
                name = "configuration?.title"
            } else if entry.state.bit.isEmpty {
                name = "title(for: .normal)"
            } else {
                name = "title(for: state.subtracting(Self.\(entry.member)))"
            }
            branches.append(
                (
                    entry.property, name,
                    localized(
                        label, key: "\(id).state.\(entry.state.name).accessibilityValue",
                        comment: "VoiceOver value of the \(id) button while \(entry.state.name)")
                ))
        }
        out.doc(
            """
            What VoiceOver reads as the name: while a state with its own reading is on, the title the button
            shows without that state (its own title may be empty), unless the button file names the button.
            """)
        out.block("override var accessibilityLabel: String?") { body in
            body.block("get") { get in
                // The file's own label is set in configure() and always wins; UIButton's default
                // label is its current title, which a state with its own reading may empty.
                if definition.accessibilityLabel == nil {
                    for branch in branches { get.line("if \(branch.property) { return \(branch.name) }") }
                }
                get.line("return super.accessibilityLabel")
            }
            body.line("set { super.accessibilityLabel = newValue }")
        }
        out.line()
        out.doc("What VoiceOver reads after the name: the state's words (\"Loading\") while it is on.")
        out.block("override var accessibilityValue: String?") { body in
            body.block("get") { get in
                for branch in branches { get.line("if \(branch.property) { return \(branch.text) }") }
                get.line("return super.accessibilityValue")
            }
            body.line("set { super.accessibilityValue = newValue }")
        }
    }

    // MARK: Values

    /// `String(localized:defaultValue:bundle:comment:)` from the class's bundle, adding the key to the catalog.
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
                + "bundle: \(className).bundle, comment: \(SwiftNames.literal(comment)))"
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
            + "bundle: \(className).bundle, comment: \(SwiftNames.literal(comment)))"
    }

    /// `Palette.rgb(0x0A58CA)`, through the class's own palette.
    func color(_ color: RGBColor) -> String {
        "Palette.rgb(0x" + color.hex.dropFirst() + ")"
    }

    /// A colour picked from the theme, with what it is in dark mode, with Increase Contrast
    /// and with both when any differs: `Palette.rgb(_:dark:highContrast:darkHighContrast:)`,
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
            "Palette.rgb(\(literals[0]), dark: \(literals[1]), highContrast: \(literals[2]), darkHighContrast: \(literals[3]))"
    }

    /// A colour that only some of the four themes have: `nil` when none has it, else
    /// `Palette.rgbOrClear(...)`, clear where a theme has none (a border that shows only with
    /// Increase Contrast), or a ``dynamicColor(_:)`` when all four have it.
    mutating func partialColor(_ pick: (Theme) -> RGBColor?) -> String? {
        let colors = [theme, traitThemes.dark, traitThemes.highContrast, traitThemes.darkHighContrast].map(pick)
        if colors.allSatisfy({ $0 == nil }) { return nil }
        if colors.allSatisfy({ $0 != nil }) { return dynamicColor(pick) }
        usesPartialColors = true
        let literals = colors.map { $0.map { "0x" + $0.hex.dropFirst() } ?? "nil" }
        return
            "Palette.rgbOrClear(\(literals[0]), dark: \(literals[1]), highContrast: \(literals[2]), darkHighContrast: \(literals[3]))"
    }

    func hex(_ state: ControlState) -> String { String(state.rawValue, radix: 16, uppercase: true) }

    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// The bundle the class reads its titles and colours from, then the two initializers UIKit
    /// calls, both ending in `configure()`.
    func writeInitializers(_ out: inout SwiftSource) {
        out.doc(
            """
            Where the titles (Localizable.xcstrings) and colours (Colors.xcassets) are read from: the
            bundle this class is built into, the app's or a framework's, so both catalogs join its target.
            """)
        out.line("nonisolated private static var bundle: Bundle { Bundle(for: \(className).self) }")
        out.line()
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
