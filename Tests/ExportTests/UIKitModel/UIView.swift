/// A view: frame and bounds, subviews, traits inherited from the superview with its own
/// overrides, trait-change handlers, the layout pass and the accessibility properties.
@MainActor open class UIView: UITraitEnvironment {
    /// What `intrinsicContentSize` reports for a dimension without one.
    public static let noIntrinsicMetric: CGFloat = -1

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// A view from an archive: the model keeps no archives, so it is an empty view.
    public required init?(coder: NSCoder) {}

    // MARK: Geometry

    /// The view's rectangle in its superview; setting it sets the bounds' size and asks for layout.
    open var frame: CGRect = .zero {
        didSet {
            bounds = CGRect(origin: .zero, size: frame.size)
        }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect = .zero {
        didSet { if bounds.size != oldValue.size { setNeedsLayout() } }
    }
    /// The frame's middle, in the superview.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The layer that draws the view.
    open var layer: CALayer { ownLayer }
    private let ownLayer = CALayer()
    /// The view's fill, resolved for its traits when drawn.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// The tint colour: its own, else the superview's, else systemBlue.
    open var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor ?? .systemBlue }
        set { ownTint = newValue }
    }
    private var ownTint: UIColor?
    /// The direction to lay the view's content out in (developer.apple.com,
    /// UIView/effectiveUserInterfaceLayoutDirection): its traits' layout direction (the model has no
    /// `semanticContentAttribute`).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// Whether the view has focus; code cannot give a view focus, so the model's views never have it.
    open var isFocused: Bool { false }

    // MARK: Hierarchy

    /// The view holding this one.
    public private(set) weak var superview: UIView?
    /// The views this one holds, back to front.
    public private(set) var subviews: [UIView] = []

    /// Adds `view` on top; it takes this view's traits from now on.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.updateTraits()
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    // MARK: Traits

    /// iOS 17: the traits this view sets for itself and its subviews.
    open var traitOverrides = UITraitOverrides() {
        didSet { updateTraits() }
    }

    /// The view's traits: the superview's (a phone's defaults at the top) with its own overrides.
    open private(set) var traitCollection: UITraitCollection = UITraitCollection.systemDefault

    private var traitHandlers:
        [(registration: TraitRegistration, traits: [UITrait], handler: (UIView, UITraitCollection) -> Void)] = []
    private static var registrations = 0

    /// iOS 17: calls `handler` with the view and its previous traits after any of `traits` changes
    /// (developer.apple.com, UIView/registerForTraitChanges(_:handler:)). The model calls it at
    /// once, with `UITraitCollection.current` set to the new traits, and lays the view out again.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        Self.registrations += 1
        let registration = TraitRegistration(number: Self.registrations)
        traitHandlers.append(
            (
                registration, traits,
                { view, previous in
                    if let environment = view as? Environment { handler(environment, previous) }
                }
            ))
        return registration
    }

    /// Removes a handler `registerForTraitChanges` added.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? TraitRegistration else { return }
        traitHandlers.removeAll { $0.registration == registration }
    }

    /// Works out the traits again and tells the handlers of those that changed, then the subviews.
    func updateTraits() {
        let inherited = superview?.traitCollection ?? UITraitCollection.systemDefault
        let previous = traitCollection
        let next = traitOverrides.applied(to: inherited)
        guard next != previous else { return }
        traitCollection = next
        let saved = UITraitCollection.current
        UITraitCollection.current = next
        for entry in traitHandlers
        where entry.traits.contains(where: { ($0 as? any ModelTrait.Type)?.changed(from: previous, to: next) ?? true })
        {
            entry.handler(self, previous)
        }
        UITraitCollection.current = saved
        traitsDidChange(from: previous)
        setNeedsLayout()
        for view in subviews { view.updateTraits() }
    }

    /// Model hook for UIKit's own views: the traits changed (a label rescales its font).
    func traitsDidChange(from previous: UITraitCollection) {}

    // MARK: Layout

    /// Whether a layout pass is due.
    public private(set) var needsLayout = true

    /// The size the view's content wants; none for a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    /// Tells Auto Layout the intrinsic size changed.
    open func invalidateIntrinsicContentSize() {}
    /// Asks for a layout pass at the next update.
    open func setNeedsLayout() { needsLayout = true }
    /// Places the subviews; a plain view does nothing.
    open func layoutSubviews() {}

    /// Runs the pending layout pass now, with `UITraitCollection.current` set to the view's traits
    /// (developer.apple.com, UIView/layoutIfNeeded()), then the subviews'.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            let saved = UITraitCollection.current
            UITraitCollection.current = traitCollection
            layoutSubviews()
            UITraitCollection.current = saved
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// The size the view would like for `size`: its intrinsic size where it has one.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
    }

    /// Resizes the view to `sizeThatFits`.
    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    // MARK: Accessibility (UIAccessibility informal protocol)

    /// What VoiceOver reads as the element's name.
    open var accessibilityLabel: String?
    /// What VoiceOver reads after the name: the element's current value.
    open var accessibilityValue: String?
    /// A hint VoiceOver reads after a pause.
    open var accessibilityHint: String?
    /// The element's traits.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether VoiceOver stops on the view.
    open var isAccessibilityElement = false
}
