/// Names a generated identifier must not take: Swift's keywords, the members a
/// `UIButton` subclass inherits (a custom state `hidden` must not become `isHidden`), the
/// members the export itself declares, and the type names of UIKit and Foundation (an id
/// `u-i` must not make `class UIButton: UIButton`).
enum ReservedNames {
    /// Every Swift keyword and contextual keyword that would need backticks somewhere.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_", "associativity", "convenience", "didSet", "dynamic", "final",
        "get", "indirect", "infix", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override",
        "postfix", "prefix", "Protocol", "required", "right", "set", "some", "any", "Type", "unowned", "weak",
        "willSet", "async", "actor", "macro", "each", "consume", "copy", "discard", "then",
    ]

    /// Members of `UIButton` and its ancestors (`UIControl`, `UIView`, `UIResponder`,
    /// `NSObject`) a subclass could clash with, by their Swift names.
    static let uikitMembers: Set<String> = [
        // NSObject
        "description", "debugDescription", "hash", "hashValue", "isEqual", "isProxy", "superclass", "classForCoder",
        "perform", "responds", "copy", "mutableCopy", "value", "setValue", "observeValue", "accessibilityHint",
        "accessibilityLabel", "accessibilityValue", "accessibilityTraits", "accessibilityIdentifier",
        "isAccessibilityElement", "accessibilityElements", "accessibilityFrame", "accessibilityActivate",
        // UIResponder
        "next", "becomeFirstResponder", "resignFirstResponder", "isFirstResponder", "canBecomeFirstResponder",
        "canResignFirstResponder", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "pressesBegan",
        "pressesEnded", "motionBegan", "motionEnded", "undoManager", "inputView", "inputAccessoryView",
        "keyCommands", "target", "canPerformAction", "userActivity", "editingInteractionConfiguration",
        // UIView
        "frame", "bounds", "center", "transform", "transform3D", "layer", "layerClass", "superview", "subviews",
        "window", "tag", "alpha", "isOpaque", "isHidden", "hidden", "backgroundColor", "tintColor",
        "tintAdjustmentMode",
        "clipsToBounds", "contentMode", "mask", "isUserInteractionEnabled", "isMultipleTouchEnabled",
        "isExclusiveTouch", "intrinsicContentSize", "sizeThatFits", "sizeToFit", "layoutSubviews", "setNeedsLayout",
        "layoutIfNeeded", "setNeedsDisplay", "draw", "addSubview", "removeFromSuperview", "insertSubview",
        "bringSubviewToFront", "sendSubviewToBack", "didAddSubview", "willRemoveSubview", "willMove", "didMoveToWindow",
        "didMoveToSuperview", "traitCollection", "traitCollectionDidChange", "registerForTraitChanges",
        "safeAreaInsets", "layoutMargins", "directionalLayoutMargins", "constraints", "addConstraint",
        "translatesAutoresizingMaskIntoConstraints", "invalidateIntrinsicContentSize", "updateConstraints",
        "setNeedsUpdateConstraints", "contentScaleFactor", "gestureRecognizers", "addGestureRecognizer",
        "hitTest", "point", "convert", "animate", "areAnimationsEnabled", "inheritedAnimationDuration",
        "requiresConstraintBasedLayout", "overrideUserInterfaceStyle", "semanticContentAttribute",
        "effectiveUserInterfaceLayoutDirection", "focusGroupIdentifier", "canBecomeFocused", "isFocused",
        "interactions", "addInteraction", "widthAnchor", "heightAnchor", "topAnchor", "bottomAnchor", "leadingAnchor",
        "trailingAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        "accessibilityRespondsToUserInteraction", "largeContentTitle", "showsLargeContentViewer",
        "scalesLargeContentImage", "snapshotView", "systemLayoutSizeFitting", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "autoresizingMask", "autoresizesSubviews", "viewWithTag", "endEditing",
        "anchorPoint", "keyboardLayoutGuide", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide",
        // UIControl
        "state", "isEnabled", "isSelected", "isHighlighted", "isTracking", "isTouchInside", "contentVerticalAlignment",
        "contentHorizontalAlignment", "effectiveContentHorizontalAlignment", "addTarget", "removeTarget",
        "addAction", "removeAction", "allTargets", "allControlEvents", "actions", "sendAction", "sendActions",
        "beginTracking", "continueTracking", "endTracking", "cancelTracking", "isContextMenuInteractionEnabled",
        "contextMenuInteraction", "showsMenuAsPrimaryAction", "toolTip", "toolTipInteraction",
        "isSymbolAnimationEnabled", "performPrimaryAction", "enabled", "selected", "highlighted",
        // UIButton
        "configuration", "setNeedsUpdateConfiguration", "updateConfiguration", "configurationUpdateHandler",
        "automaticallyUpdatesConfiguration", "titleLabel", "imageView", "subtitleLabel", "buttonType", "role",
        "menu", "preferredMenuElementOrder", "changesSelectionAsPrimaryAction", "isPointerInteractionEnabled",
        "pointerStyleProvider", "isSpringLoaded", "setTitle", "title", "setTitleColor", "titleColor",
        "setTitleShadowColor", "titleShadowColor", "setImage", "image", "setBackgroundImage", "backgroundImage",
        "setAttributedTitle", "attributedTitle", "setPreferredSymbolConfiguration",
        "preferredSymbolConfigurationForImage",
        "currentTitle", "currentTitleColor", "currentTitleShadowColor", "currentImage", "currentBackgroundImage",
        "currentAttributedTitle", "currentPreferredSymbolConfiguration", "contentEdgeInsets", "titleEdgeInsets",
        "imageEdgeInsets", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "showsTouchWhenHighlighted",
        "reversesTitleShadowWhenHighlighted", "behavioralStyle", "preferredBehavioralStyle", "systemButton",
        "activityIndicator",
    ]

    /// Members the generated class declares itself.
    static let generatedMembers: Set<String> = [
        "normal", "highlighted", "disabled", "selected", "focused", "application", "reserved", "spinner", "configure",
        "applyTitles", "applyTitleColors", "applyColors", "stateDidChange", "showsSpinner", "hidesTitle", "mode",
        "stepDelay", "timers", "clock", "timerFired", "handle", "settle", "enter", "reset", "tap", "tapped",
        "finishStep",
        "stepFailed", "wasSpinning", "announceStepEnd",
        "Mode", "Event", "Delay", "Metrics", "Palette", "Colors", "baseTitle", "fileTitle", "requestedEnabled",
        "requestedSelected", "requestedHighlighted", "lookup", "backgrounds", "borders", "spinnerColors", "titleFont",
        "widestTitles", "reviewed", "preview", "restore", "showing", "current", "modeTitle", "refreshTitles",
        "startTimer", "timerFired", "check", "rgb",
        // Sizes and metrics an engineer would expect to find under these names.
        "height", "width", "size", "font", "fontSize", "paddingX", "cornerRadius", "borderWidth", "fontMetrics",
        "bundle",
    ]

    /// UIKit, Foundation and Swift type names an exported class must not take.
    static let typeNames: Set<String> = [
        "UIButton", "UIControl", "UIView", "UIResponder", "UILabel", "UIImage", "UIImageView", "UIColor", "UIFont",
        "UIFontMetrics", "UIAction", "UIActivityIndicatorView", "UITraitCollection", "UIViewController",
        "UIApplication", "UIWindow", "UIScene", "UIScreen", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UIBarButtonItem", "UISwitch", "UISlider", "UISegmentedControl", "UITextField",
        "UITextView", "UIMenu", "UIEvent", "UITouch", "UIGestureRecognizer", "UIBackgroundConfiguration",
        "UIBezierPath", "NSObject", "NSCoder", "NSString", "NSAttributedString", "NSLayoutConstraint", "NSCopying",
        "CALayer", "CGColor", "CGFloat", "CGRect", "CGSize", "CGPoint", "String", "Int", "Bool", "Double", "Array",
        "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Task", "Duration", "MainActor", "Sendable",
        "XCTestCase", "Bundle", "Locale", "Date", "Data", "URL", "Button", "View",
    ]
}
