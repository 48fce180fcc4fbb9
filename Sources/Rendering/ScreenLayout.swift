import ButtonKit
import Theming

/// Where everything sits on the main screen for a terminal size: buttons flow left to
/// right in target order (the follow and modal buttons on the first row, design-system
/// buttons after), then the inspector, the status line and the key legend.
/// The renderer and mouse hit-testing share it, so a click lands where the button is drawn.
public struct ScreenLayout: Hashable, Sendable {
    /// Below this the "terminal too small" screen shows instead.
    public static let minimumColumns = 80
    public static let minimumRows = 24

    /// One button's place: its label row and its box.
    public struct Slot: Hashable, Sendable {
        public var id: ButtonID
        public var labelRow: Int
        public var box: Rect
        /// The brand-coloured surface behind an on-color button (includes the box).
        public var surface: Rect?
    }

    public var width: Int
    public var height: Int
    public var slots: [Slot]
    public var inspector: Rect
    /// The first status row; a long message takes a second row from the inspector.
    public var statusRow: Int
    public var statusRows: Int
    public var legendRow: Int
    /// Whether everything fits; when not, the too-small screen shows.
    public var fits: Bool

    static let left = 3
    static let gap = 3

    public static func compute(_ model: ScreenModel, width: Int, height: Int) -> ScreenLayout {
        let simulator = model.simulator
        var slots: [Slot] = []
        var x = left
        var y = 1
        var rowHeight = 0
        var widthFits = true
        for button in simulator.buttons {
            let size = ButtonView.size(of: button, theme: model.theme, locale: simulator.locale)
            let onColor = ButtonView.variant(of: button).isOnColor
            let slotWidth = size.width + (onColor ? 2 : 0)
            // Design-system buttons start their own row under the follow and modal buttons.
            let breaksRow = button.variant != nil && (slots.last.flatMap { simulator[$0.id]?.variant } == nil)
            if x > left && (breaksRow || x + slotWidth > width - 1) {
                x = left
                y += rowHeight + 2
                rowHeight = 0
            }
            if x + slotWidth > width - 1 { widthFits = false }
            let box = Rect(x: x + (onColor ? 1 : 0), y: y + 1, width: size.width, height: size.height)
            let surface = onColor ? Rect(x: x, y: y, width: slotWidth, height: size.height + 1) : nil
            slots.append(Slot(id: button.id, labelRow: y, box: box, surface: surface))
            rowHeight = max(rowHeight, size.height)
            x += slotWidth + gap
        }
        let buttonsEnd = y + rowHeight + 1
        let legendRow = height - 1
        let inspectorTop = buttonsEnd + 1
        let longStatus = TextWidth.of(StatusLine.line(model).text) > width
        let statusRows = longStatus && (height - 3) - inspectorTop >= 5 ? 2 : 1
        let statusRow = height - 1 - statusRows
        let inspector = Rect(x: 1, y: inspectorTop, width: width - 2, height: statusRow - inspectorTop)
        let fits = widthFits && width >= minimumColumns && height >= minimumRows && inspector.height >= 5
        return ScreenLayout(width: width, height: height, slots: slots, inspector: inspector,
                            statusRow: statusRow, statusRows: statusRows, legendRow: legendRow, fits: fits)
    }

    /// The button drawn at a cell, if any (the box only, not its label).
    public func button(atColumn column: Int, row: Int) -> ButtonID? {
        slots.first { $0.box.contains(column: column, row: row) }?.id
    }

    public func slot(for id: ButtonID) -> Slot? { slots.first { $0.id == id } }
}
