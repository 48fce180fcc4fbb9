import UIKit

/// The UIKit model's own checks, one behaviour each (built against the model with swiftc and run
/// by UIKitModelTests): prints each failure and `N checks, F failed`; exits 1 on a failure.
@main
struct ModelChecks {
    nonisolated(unsafe) static var count = 0
    nonisolated(unsafe) static var failures = 0

    /// Records one check.
    static func expect(_ condition: Bool, _ what: String) {
        count += 1
        if !condition {
            failures += 1
            print("FAILED: \(what)")
        }
    }

    @MainActor static func main() {
        lookup()
        flags()
        actions()
        configuration()
        traits()
        namedColors()
        fontMetrics()
        layout()
        accessibility()
        print("\(count) checks, \(failures) failed")
        if failures > 0 { fatalError("model checks failed") }
    }

    /// DESIGN 1.2 and 1.3: exact, else normal; 3 reads 1; a highlighted|disabled setter needs the slot.
    @MainActor static func lookup() {
        let button = UIButton(frame: .zero)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Followed", for: .selected)
        button.isSelected = true
        button.isHighlighted = true
        expect(button.currentTitle == "Follow", "selected+highlighted falls back to normal, not selected")
        button.setTitle("Pressed", for: [.highlighted, .disabled])
        expect(button.title(for: .highlighted) == "Follow", "a 3 setter with no 1 value does nothing")
        button.setTitle("Down", for: .highlighted)
        button.setTitle("Pressed", for: [.highlighted, .disabled])
        expect(button.title(for: .highlighted) == "Pressed", "a 3 setter overwrites an existing 1 value")
        button.isSelected = false
        button.isEnabled = false
        expect(button.state.rawValue == 3, "state 3 exists when code highlights a disabled button")
        expect(button.currentTitle == "Pressed", "state 3 is looked up as 1")
        expect(
            button.titleColor(for: .normal)?.hex(for: UITraitCollection()) == "#FFFFFF", "custom titles default white")
    }

    /// UIControl's state from its flags, normal the empty set.
    @MainActor static func flags() {
        let control = UIControl(frame: .zero)
        expect(control.state.isEmpty, "normal is the empty set")
        control.isSelected = true
        control.isEnabled = false
        expect(control.state == [.selected, .disabled], "selected and disabled make 6")
        expect(control.state.rawValue == 6, "raw value 6")
    }

    /// sendActions in order, the primary action, a tap's events, a disabled button ignoring taps.
    @MainActor static func actions() {
        let button = UIButton(frame: .zero)
        var log: [String] = []
        button.primaryAction = UIAction { _ in log.append("primary") }
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(
            UIAction { [weak button] _ in log.append("up highlighted=\(button?.isHighlighted == true)") },
            for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("triggered") }, for: .primaryActionTriggered)
        button.modelTap()
        expect(
            log == ["down", "up highlighted=true", "primary", "triggered"],
            "a tap: touchDown, touchUpInside while highlighted, primary action, then the others: \(log)")
        expect(!button.isHighlighted && !button.isSelected, "the highlight clears; selection never changes by itself")
        log = []
        button.performPrimaryAction()
        expect(log == ["primary", "triggered"], "performPrimaryAction sends primaryActionTriggered only: \(log)")
        log = []
        button.isEnabled = false
        button.modelTap()
        button.performPrimaryAction()
        expect(log.isEmpty, "a disabled button ignores taps and activation")
        button.sendActions(for: .touchDown)
        expect(log == ["down"], "sendActions runs the actions for code, enabled or not")
    }

    /// Configuration updates: coalesced, after a state change, the handler after updateConfiguration.
    @MainActor static func configuration() {
        var updates = 0
        let button = UIButton(configuration: .filled())
        button.configurationUpdateHandler = { button in
            updates += 1
            button.configuration?.showsActivityIndicator = !button.isEnabled
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        button.layoutIfNeeded()
        let first = updates
        button.isSelected = true
        button.isEnabled = false
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        expect(updates == first + 1, "several requests before an update make one")
        expect(button.configuration?.title == "On", "the handler sees the new state")
        let shown = button.modelShown()
        expect(shown["spinner"] == "yes", "showsActivityIndicator shows a turning indicator")
        button.configuration?.imagePlacement = .trailing
        button.traitOverrides.layoutDirection = .rightToLeft
        _ = button.modelShown()
        let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        let label = button.titleLabel
        expect(
            (indicator?.frame.midX ?? 0) < (label?.frame.midX ?? 0) || label?.text == nil,
            "trailing placement in right-to-left puts the indicator on the left")
    }

    /// Dynamic colours follow the traits; trait-change handlers run for the traits registered.
    @MainActor static func traits() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        expect(color.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#000000", "dark resolves dark")
        expect(color.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#FFFFFF", "light resolves light")
        let view = UIView(frame: .zero)
        var calls: [String] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            calls.append("\(previous.userInterfaceStyle) -> \(view.traitCollection.userInterfaceStyle)")
            view.layer.borderColor = color.cgColor
        }
        view.traitOverrides.preferredContentSizeCategory = .extraLarge
        expect(calls.isEmpty, "a handler does not run for a trait it did not register")
        view.traitOverrides.userInterfaceStyle = .dark
        expect(calls == ["light -> dark"], "a handler runs with the previous traits: \(calls)")
        expect(view.layer.borderColor?.components?[0] == 0, "cgColor resolves with the view's traits as current")
        let child = UIView(frame: .zero)
        view.addSubview(child)
        expect(child.traitCollection.userInterfaceStyle == .dark, "a subview inherits its superview's traits")
        let fixed = color.cgColor
        view.traitOverrides.userInterfaceStyle = .light
        expect(fixed.components?[0] == 1, "a CGColor stays as resolved")
    }

    /// UIColor(named:) reads a colour set's Contents.json and chooses by appearance.
    @MainActor static func namedColors() {
        let colors = UIColor(named: "brand.primary")
        expect(colors != nil, "a colour set in the bundle's catalog is found")
        expect(UIColor(named: "no.such.color") == nil, "a missing name gives nil")
        guard let colors else { return }
        expect(colors.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#0A58CA", "the any appearance")
        expect(colors.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#5A9CF8", "the dark appearance")
        let high = UITraitCollection(traitsFrom: [
            .init(userInterfaceStyle: .dark), .init(accessibilityContrast: .high),
        ])
        expect(colors.hex(for: high) == "#FFD60A", "dark with high contrast: the most specific variant")
        let translucent = UIColor(named: "brand.overlay")
        expect(
            translucent?.hex(for: UITraitCollection()) == "#091E4208",
            "alpha is kept: \(translucent?.description ?? "")")
    }

    /// UIFontMetrics and preferredFont from Apple's Dynamic Type table.
    @MainActor static func fontMetrics() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        expect(metrics.scaledValue(for: 17, compatibleWith: ax3) == 40, "body at AX3 is 40 pt for 17")
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        expect(metrics.scaledValue(for: 44, compatibleWith: xs) == 44 * 14 / 17, "body at xSmall scales 14/17")
        expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: ax3).pointSize == 40, "headline AX3")
        let label = UILabel(frame: .zero)
        label.font = metrics.scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        label.adjustsFontForContentSizeCategory = true
        label.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        expect(label.font.pointSize == 40, "an adjusting label's font follows its traits")
    }

    /// Intrinsic size and layoutSubviews.
    @MainActor static func layout() {
        let button = UIButton(frame: .zero)
        button.setTitle("Follow", for: .normal)
        let label = button.titleLabel
        label?.font = .systemFont(ofSize: 17)
        let size = button.intrinsicContentSize
        expect(size.width > 0 && size.height > 0, "a titled button has an intrinsic size")
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        expect(label?.text == "Follow", "layoutSubviews puts the current title in the label")
        expect(abs((label?.frame.midX ?? 0) - 100) < 1, "the title is centred")
    }

    /// Accessibility: the title as label, traits from the state, a value after the label.
    @MainActor static func accessibility() {
        let button = UIButton(frame: .zero)
        button.setTitle("Follow", for: .normal)
        expect(button.accessibilityLabel == "Follow", "the label defaults to the title")
        button.isSelected = true
        button.isEnabled = false
        expect(button.accessibilityTraits.contains([.button, .selected, .notEnabled]), "traits follow the state")
        button.accessibilityValue = "Loading"
        expect(button.modelShown()["reads"] == "Selected, Follow, Loading, dimmed, button", "VoiceOver's order")
        UIAccessibility.post(notification: .announcement, argument: "Followed")
        expect(UIAccessibility.postedAnnouncements == ["Followed"], "announcements are recorded")
    }
}
