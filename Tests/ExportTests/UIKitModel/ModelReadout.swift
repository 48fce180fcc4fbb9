/// Model only (not UIKit): what a button shows now, read as a person would read the screen, for
/// tests and `scripts/verify-export` to compare with the review. Each field is text, so more
/// fields (size, radius, positions) are one entry each.
public struct ModelReadout: Sendable {
    /// Field names and values, in a fixed order.
    public var fields: [(name: String, value: String)] = []

    /// The value of `name`.
    public subscript(name: String) -> String? { fields.first { $0.name == name }?.value }
}

extension UIButton {
    /// Model only: lays the button out at its intrinsic size and reads what it shows for its
    /// traits: `title` (empty while the label is hidden or transparent), `fg`, `bg` and `border`
    /// as `#RRGGBB` (`clear`, `none`; `style` where a configuration's style computes the colour,
    /// which UIKit does not publish), `borderWidth`, `radius`, `enabled`, `spinner` and its
    /// `spinnerColor`, `reads` (VoiceOver: "Selected" before the label, the label, the value,
    /// "dimmed", "button"), `width`, `height`, the title's `titleLines` (`|` between lines),
    /// centre (`titleX`, `titleY`) and weight on CSS's scale (`titleWeight`), and the `lead` beside it (`spinner`, `image` or `none`) with
    /// its centre (`leadX`, `leadY`), in points from the button's top-left corner.
    public func modelShown() -> ModelReadout {
        layoutIfNeeded()
        let size = intrinsicContentSize
        frame = CGRect(x: 0, y: 0, width: max(size.width, 0), height: max(size.height, 0))
        layoutIfNeeded()
        let traits = traitCollection
        var readout = ModelReadout()
        func color(_ color: UIColor?) -> String {
            guard let color else { return "clear" }
            let hex = color.hex(for: traits)
            return hex.count == 9 && hex.hasSuffix("00") ? "clear" : hex
        }
        let label = existingLabel
        let labelShows = label.map { !$0.isHidden && $0.alpha > 0 && $0.layer.opacity > 0 } ?? true
        let title: String
        if let configuration {
            title = configuration.title ?? ""
            readout.fields.append(("title", title))
            // Disabled, a system style draws the title in its own disabled colour whatever the
            // base colour says (the state's transform is the style's and not published).
            let foreground = isEnabled ? configuration.baseForegroundColor.map { color($0) } : nil
            readout.fields.append(("fg", foreground ?? "style"))
            readout.fields.append(("bg", configurationFill(configuration, color)))
            let stroke = configuration.background.strokeWidth > 0 ? configuration.background.strokeColor : nil
            readout.fields.append(("border", stroke.map { color($0) } ?? "none"))
            readout.fields.append(
                ("borderWidth", Self.number(stroke == nil ? 0 : configuration.background.strokeWidth)))
            // UIKit publishes the radius only for a fixed corner style (the background's); a capsule's
            // follows the height, which the style's unpublished insets and font decide.
            let radius =
                configuration.cornerStyle == .fixed ? Self.number(configuration.background.cornerRadius) : "style"
            readout.fields.append(("radius", radius))
        } else {
            title = labelShows ? currentTitle ?? "" : ""
            readout.fields.append(("title", title))
            readout.fields.append(("fg", color(currentTitleColor)))
            readout.fields.append(("bg", color(backgroundColor)))
            let border = layer.borderWidth > 0 ? layer.borderColor : nil
            readout.fields.append(("border", border.map(Self.hex) ?? "none"))
            readout.fields.append(("borderWidth", Self.number(border == nil ? 0 : layer.borderWidth)))
            readout.fields.append(("radius", Self.number(layer.cornerRadius)))
        }
        readout.fields.append(("enabled", isEnabled ? "yes" : "no"))
        if let configuration {
            configurationLayout(configuration, into: &readout)
            return readout
        }
        let spinner = spinningIndicator
        readout.fields.append(("spinner", spinner == nil ? "no" : "yes"))
        readout.fields.append(("spinnerColor", spinner.map { color($0.color) } ?? "none"))
        readout.fields.append(("reads", modelReading()))
        readout.fields.append(("width", Self.number(frame.width)))
        readout.fields.append(("height", Self.number(frame.height)))
        if let label, !title.isEmpty, labelShows {
            let limit = label.lineBreakMode == .byTruncatingTail ? label.numberOfLines : 0
            let lines = TextMeasure.lines(title, font: label.font, width: label.frame.width + 0.01, limit: limit)
            readout.fields.append(("titleLines", lines.joined(separator: "|")))
            readout.fields.append(("titleX", Self.number(label.frame.midX)))
            readout.fields.append(("titleY", Self.number(label.frame.midY)))
            readout.fields.append(("titleWeight", String(TextMeasure.cssWeight(label.font.weight))))
        } else {
            readout.fields.append(("titleLines", ""))
        }
        let image = existingImageView.flatMap { $0.image != nil && !$0.isHidden && $0.frame.width > 0 ? $0 : nil }
        if let lead: UIView = spinner ?? image {
            readout.fields.append(("lead", spinner != nil ? "spinner" : "image"))
            readout.fields.append(("leadX", Self.number(lead.frame.midX)))
            readout.fields.append(("leadY", Self.number(lead.frame.midY)))
        } else {
            readout.fields.append(("lead", "none"))
        }
        return readout
    }

    /// A configuration button's fill: the one set, else what Apple documents of its style: `plain()`
    /// is transparent (but selected, which the style fills), `filled()` filled with the tint colour
    /// while enabled and neither pressed nor selected (developer.apple.com,
    /// UIButton.Configuration/plain() and filled()); how a style changes otherwise is not
    /// published: `style`.
    private func configurationFill(_ configuration: Configuration, _ color: (UIColor?) -> String) -> String {
        if let fill = configuration.background.backgroundColor ?? configuration.baseBackgroundColor {
            return color(fill)
        }
        switch configuration.style {
        case .plain where !isSelected: return "clear"
        case .filled where isEnabled && !isHighlighted && !isSelected: return color(tintColor)
        default: return "style"
        }
    }

    /// A configuration button's spinner, reading and content: what shows beside the title is the
    /// configuration's; its size, positions and spinner colour are the style's (its insets, fonts
    /// and colours are not published), read as `style`.
    private func configurationLayout(_ configuration: Configuration, into readout: inout ModelReadout) {
        readout.fields.append(("spinner", configuration.showsActivityIndicator ? "yes" : "no"))
        readout.fields.append(("spinnerColor", "style"))
        readout.fields.append(("reads", modelReading()))
        for field in ["width", "height", "titleLines", "titleX", "titleY", "titleWeight"] {
            readout.fields.append((field, "style"))
        }
        let lead = configuration.showsActivityIndicator ? "spinner" : configuration.image == nil ? "none" : "image"
        readout.fields.append(("lead", lead))
        for field in ["leadX", "leadY"] { readout.fields.append((field, "style")) }
    }

    /// The activity indicator that turns and shows, the button's own or one the app added.
    private var spinningIndicator: UIActivityIndicatorView? {
        subviews.lazy.compactMap { $0 as? UIActivityIndicatorView }.first { $0.isAnimating && !$0.isHidden }
    }

    /// What VoiceOver reads, in English.
    func modelReading() -> String {
        var parts: [String] = []
        let traits = accessibilityTraits
        if traits.contains(.selected) { parts.append("Selected") }
        if let label = accessibilityLabel, !label.isEmpty { parts.append(label) }
        if let value = accessibilityValue, !value.isEmpty { parts.append(value) }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        if traits.contains(.button) { parts.append("button") }
        return parts.joined(separator: ", ")
    }

    static func hex(_ color: CGColor) -> String {
        let parts = color.components ?? []
        guard parts.count == 4 else { return "?" }
        return UIColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3]).hex(for: .systemDefault)
    }

    /// A length to hundredths, without trailing zeros (`44`, `51.5`, `20.33`).
    static func number(_ value: CGFloat) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        return String(Double(hundredths) / 100)
    }
}
