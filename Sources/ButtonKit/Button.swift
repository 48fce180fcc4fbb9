/// One simulated `UIButton`: its flags, per-state titles and, for the modal button, its mode.
public struct Button: Hashable, Sendable {
    public let id: ButtonID
    public let role: ButtonRole
    public var size: ButtonSize
    public var flags: ButtonFlags
    /// Per-state titles, as `setTitle(_:for:)` stored them.
    public var titles: StateTable<String>
    /// The modal button's step; `nil` for other buttons.
    public var modalMode: ModalMode?

    public init(id: ButtonID, role: ButtonRole, locale: DisplayLocale, size: ButtonSize = .medium) {
        self.id = id
        self.role = role
        self.size = size
        self.flags = ButtonFlags()
        self.modalMode = role == .modal ? .download : nil
        self.titles = Titles.table(for: role, mode: modalMode, locale)
    }

    /// UIKit's `state`.
    public var state: ControlState { flags.state }

    public var isEnabled: Bool { flags.isEnabled }

    public var isLoading: Bool { flags.isOn(.loading) }

    /// The design variant, for design-system buttons.
    public var variant: ButtonVariant? {
        if case .design(let variant) = role { return variant }
        return nil
    }

    /// The title lookup for the current state, with the slot that supplied it.
    public var titleLookup: StateLookup<String> { titles.lookup(state, default: "") }

    /// What the button shows now. Design-system buttons hide their text while loading in
    /// code (as the design system's `startLoading()` does); the others through their tables.
    public var shownTitle: String {
        if case .design = role, isLoading { return "" }
        return titleLookup.value
    }

    /// Whether a spinner turns on this button: loading, or a modal step under way.
    public var showsSpinner: Bool { isLoading || (modalMode?.isInProgress ?? false) }

    /// The image slot's content: the modal button shows a heart until complete, then a clover.
    public var icon: String? {
        guard let mode = modalMode else { return nil }
        return mode == .complete ? "♣" : "♥"
    }
}
