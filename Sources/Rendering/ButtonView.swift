import ButtonKit
import Theming

/// Draws one button in the style its theme gives its state.
public enum ButtonView {
    /// The theme variant a button draws with: the follow button as primary, the modal
    /// button as secondary, design-system buttons as their own variant.
    public static func variant(of button: Button) -> ButtonVariant {
        switch button.role {
        case .follow: .primary
        case .modal: .secondary
        case .design(let variant): variant
        }
    }

    /// The resolved style of a button in its current state.
    public static func style(of button: Button, theme: Theme) -> ResolvedStyle {
        theme.style(variant: variant(of: button), size: button.size, state: button.state)
    }

    /// Width and height in cells, the same in every state so nothing moves: the widest
    /// title the button can show, its padding and its two border columns.
    public static func size(of button: Button, theme: Theme, locale: DisplayLocale) -> (width: Int, height: Int) {
        let style = style(of: button, theme: theme).style
        let titleWidth = Titles.all(for: button.role, locale).map(TextWidth.of).max() ?? 0
        let iconWidth = button.role == .modal ? 2 : 0
        let content = max(1, titleWidth + iconWidth)
        return (content + 2 * style.paddingX + 2, max(1, style.height))
    }

    /// Draws `button` filling `area`. `surface` is the colour behind it.
    public static func render(_ button: Button, style resolved: ResolvedStyle, surface: RGBColor,
                              spinnerFrame: Int, animates: Bool, monochrome: Bool, area: Rect, into frame: inout Frame) {
        guard !area.isEmpty else { return }
        let style = resolved.style
        let state = button.state
        let variant = variant(of: button)
        let fill = style.background ?? surface
        var textStyle = CellStyle(foreground: style.foreground, background: fill)
        // Attributes keep states apart without colour (NO_COLOR) and read well with it.
        textStyle.bold = state.contains(.selected) || variant == .primary
        textStyle.dim = state.contains(.disabled)
        textStyle.underline = state.contains(.focused) || variant == .link || variant == .onColorLink
        textStyle.reverse = monochrome && state.contains(.highlighted)
        var borderStyle = CellStyle(foreground: style.border ?? fill, background: surface)
        borderStyle.dim = textStyle.dim
        borderStyle.reverse = textStyle.reverse

        frame.fill(area, style: CellStyle(background: fill, reverse: textStyle.reverse))
        let hasBorder = style.border != nil && style.borderWidth > 0
        if area.height >= 3 {
            if hasBorder || monochrome {
                BoxDrawing.outline(area, corner: style.corner, style: borderStyle, into: &frame)
            } else if style.corner == .pill {
                frame.put("(", column: area.x, row: area.y + area.height / 2, style: CellStyle(foreground: fill, background: surface))
                frame.put(")", column: area.maxX - 1, row: area.y + area.height / 2, style: CellStyle(foreground: fill, background: surface))
            }
        } else if hasBorder || monochrome {
            let glyphs = BoxGlyphs.forCorner(style.corner)
            frame.put(glyphs.left, column: area.x, row: area.y, style: borderStyle)
            frame.put(glyphs.right, column: area.maxX - 1, row: area.y, style: borderStyle)
        }

        let content = contentText(button, spinnerFrame: spinnerFrame, animates: animates)
        let inner = max(0, area.width - 2)
        let text = TextWidth.truncate(content, to: inner)
        let column = area.x + 1 + max(0, (inner - TextWidth.of(text)) / 2)
        let row = area.y + (area.height - 1) / 2
        frame.put(text, column: column, row: row, style: textStyle, limit: area.maxX - 1)
        if button.showsSpinner, let first = text.first, Spinner.glyphs.contains(String(first)) {
            var spinnerStyle = textStyle
            spinnerStyle.foreground = style.spinner
            spinnerStyle.dim = false
            frame.put(String(first), column: column, row: row, style: spinnerStyle)
        }
    }

    /// Spinner, icon and title as they sit on the title row.
    static func contentText(_ button: Button, spinnerFrame: Int, animates: Bool) -> String {
        var parts: [String] = []
        if button.showsSpinner {
            parts.append(Spinner.glyph(frame: animates ? spinnerFrame : 0))
        } else if let icon = button.icon {
            parts.append(icon)
        }
        let title = button.shownTitle
        if !title.isEmpty { parts.append(title) }
        return parts.joined(separator: " ")
    }
}
