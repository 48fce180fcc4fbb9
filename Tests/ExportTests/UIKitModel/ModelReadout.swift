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
    /// which UIKit does not publish), `enabled`, `spinner`, `reads` (VoiceOver: "Selected" before
    /// the label, the label, the value, "dimmed", "button"), `width`, `height`, `radius`.
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
        if let configuration {
            readout.fields.append(("title", configuration.title ?? ""))
            readout.fields.append(("fg", configuration.baseForegroundColor.map { color($0) } ?? "style"))
            let fill = configuration.background.backgroundColor ?? configuration.baseBackgroundColor
            readout.fields.append(("bg", fill.map { color($0) } ?? "style"))
            let stroke = configuration.background.strokeWidth > 0 ? configuration.background.strokeColor : nil
            readout.fields.append(("border", stroke.map { color($0) } ?? "none"))
        } else {
            readout.fields.append(("title", labelShows ? currentTitle ?? "" : ""))
            readout.fields.append(("fg", color(currentTitleColor)))
            readout.fields.append(("bg", color(backgroundColor)))
            let border = layer.borderWidth > 0 ? layer.borderColor : nil
            readout.fields.append(("border", border.map(Self.hex) ?? "none"))
        }
        readout.fields.append(("enabled", isEnabled ? "yes" : "no"))
        let spins = subviews.contains {
            ($0 as? UIActivityIndicatorView).map { $0.isAnimating && !$0.isHidden } ?? false
        }
        readout.fields.append(("spinner", spins ? "yes" : "no"))
        readout.fields.append(("reads", modelReading()))
        readout.fields.append(("width", Self.number(frame.width)))
        readout.fields.append(("height", Self.number(frame.height)))
        readout.fields.append(("radius", Self.number(layer.cornerRadius)))
        return readout
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

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
