import ButtonKit
import Canvas
import Theming

/// Draws one button in the style its theme gives its state.
public enum ButtonView {
    /// Width and height in cells of the button's slot, the same in every state so nothing
    /// moves: the widest title the button can show, its image, its padding and its two
    /// border columns.
    /// - Parameters:
    ///   - button: The button.
    ///   - theme: The theme.
    ///   - localization: The locale shown.
    public static func size(of button: Button, theme: Theme, localization: Localization) -> (width: Int, height: Int) {
        // Metrics do not depend on the state: the widest text the button can show sets them.
        let titleWidth = button.allTitles(localization).map(TextWidth.of).max() ?? 0
        let subtitleWidth =
            button.definition.configuration == nil
            ? 0 : 3 + (button.definition.configuration?.allTexts(localization).map(TextWidth.of).max() ?? 0)
        let content = max(1, titleWidth + subtitleWidth + (button.definition.hasImage ? 2 : 0))
        // A configuration's update may change its size with the state (UIKit's buttonSize).
        let size = button.definition.configuration == nil ? button.size : button.drawnSize
        let paddingX = theme.metrics.paddingX(for: size)
        let height = max(1, theme.metrics.height(for: size))
        guard let wrapped = wrappedTitles(button) else {
            return (min(content + 2 * paddingX + 2, maximumWidth), height)
        }
        // Titles an environment set in several lines: as wide as their widest line, and
        // tall enough for every line between the top and bottom edges.
        let lineWidth = wrapped.flatMap { $0 }.map(TextWidth.of).max() ?? 0
        let rows = wrapped.map(\.count).max() ?? 1
        let wrappedContent = max(1, lineWidth + (button.definition.hasImage ? 2 : 0))
        return (min(wrappedContent + 2 * paddingX + 2, maximumWidth), max(height, rows + 2))
    }

    /// The button's titles split into lines, when one of them holds a line break (a title
    /// an environment wrapped, from ``EnvironmentPictures``); `nil` for one-line titles.
    static func wrappedTitles(_ button: Button) -> [[String]]? {
        let titles = button.titles.storage.values
        // A byte scan: the layout asks for every button, and a line break is one byte.
        guard titles.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) }) else { return nil }
        return titles.map { lines(button.counterText($0)) }
    }

    /// Content split at the line breaks an environment put into a title.
    static func lines(_ content: String) -> [String] {
        content.split(separator: EnvironmentPictures.lineBreakCharacter, omittingEmptySubsequences: false).map(
            String.init)
    }

    /// The widest slot a button gets, in cells; a longer title is drawn ellipsized. Every
    /// layout (board, gallery, pictures) starts from ``size(of:theme:localization:)``, so a
    /// 10,000-character title costs a slot of this width, not gigabytes of cells.
    public static let maximumWidth = 120

    /// The width the button is drawn with now: its slot's for `widest`, or, for `fit`,
    /// what the content shown now needs (UIKit's intrinsic content size), never wider.
    /// - Parameters:
    ///   - button: The button.
    ///   - theme: The theme.
    ///   - slotWidth: The slot's width.
    public static func drawnWidth(of button: Button, theme: Theme, slotWidth: Int) -> Int {
        guard button.definition.width == .fit else { return slotWidth }
        let style = theme.style(of: button).style
        let content = max(
            1, lines(contentText(button, spinnerFrame: 0, animates: false)).map(TextWidth.of).max() ?? 0)
        return min(slotWidth, content + 2 * style.paddingX + 2)
    }

    /// Draws `button` filling `area`.
    /// - Parameters:
    ///   - button: The button.
    ///   - style: Its resolved style.
    ///   - surface: The colour behind it.
    ///   - spinnerFrame: Which spinner glyph shows.
    ///   - animates: Whether the spinner turns (else frame 0).
    ///   - monochrome: No colours: attributes only.
    ///   - area: Where to draw.
    ///   - environment: The environment: right to left the image sits on the other side;
    ///     Bold Text makes the title bold and Button Shapes underlines a text button
    ///     (in colour; without colour those attributes tell states apart).
    ///   - frame: The frame drawn into.
    public static func render(
        _ button: Button, style resolved: ResolvedStyle, surface: RGBColor,
        spinnerFrame: Int, animates: Bool, monochrome: Bool, area: Rect, environment: DisplayEnvironment = .standard,
        into frame: inout Frame
    ) {
        let rightToLeft = environment.isRightToLeft
        guard !area.isEmpty else { return }
        let style = resolved.style
        let fill = style.background ?? surface
        let mono = MonochromeLook(button)
        var textStyle = CellStyle(foreground: style.foreground, background: fill)
        if monochrome {
            // One attribute per state bit (MonochromeLook): every state stays distinct.
            textStyle.bold = mono.bold
            textStyle.dim = mono.dim
            textStyle.underline = mono.underline
            textStyle.reverse = mono.reverse
        } else {
            // The theme's text rules for the variant and state (weight, underline, faint).
            textStyle.bold = resolved.text.bold || environment.boldText
            textStyle.dim = resolved.text.dim
            textStyle.underline = resolved.text.underline
            let isTextButton = style.background == nil && (style.border == nil || style.borderWidth == 0)
            textStyle.underline = textStyle.underline || (environment.buttonShapes && isTextButton)
        }
        var edgeStyle = CellStyle(foreground: style.border ?? style.foreground, background: fill)
        edgeStyle.dim = textStyle.dim
        edgeStyle.reverse = textStyle.reverse

        let hasBorder = style.border != nil && style.borderWidth > 0
        if hasBorder || monochrome {
            frame.fill(area, style: CellStyle(background: fill, reverse: textStyle.reverse))
            ButtonShape.outlined(
                area, fill: fill, surface: surface, corner: style.corner, edge: edgeStyle,
                double: monochrome && mono.doubleOutline, marks: monochrome ? mono.marks : [],
                into: &frame)
        } else if style.background != nil {
            ButtonShape.filled(area, fill: fill, surface: surface, corner: style.corner, reverse: false, into: &frame)
        } else {
            // A borderless transparent button (a link) is its title on the surface.
            frame.fill(area, style: CellStyle(background: fill))
        }

        var content = contentText(button, spinnerFrame: spinnerFrame, animates: animates, rightToLeft: rightToLeft)
        if monochrome, area.height < 2, !mono.marks.isEmpty {
            // One row has no top edge to carry the marks: they lead the content.
            content = mono.marks.joined() + " " + content
        }
        let inner = max(0, area.width - 2)
        let contentLines = lines(content)
        // One line sits on the title row; several (a wrapped title) are centred in the box.
        let firstRow =
            contentLines.count == 1
            ? ButtonShape.titleRow(in: area) : area.y + max(0, (area.height - contentLines.count) / 2)
        var text = ""
        var column = area.x + 1
        for (offset, line) in contentLines.enumerated() where firstRow + offset < area.maxY {
            let cut = TextWidth.ellipsized(line, to: inner)
            let at = area.x + 1 + max(0, (inner - TextWidth.of(cut)) / 2)
            frame.put(cut, column: at, row: firstRow + offset, style: textStyle, limit: area.maxX - 1)
            if offset == 0 { (text, column) = (cut, at) }
        }
        let row = firstRow
        if button.showsSpinner, button.imageTrails == rightToLeft, let first = text.first,
            Spinner.glyphs.contains(String(first))
        {
            var spinnerStyle = textStyle
            spinnerStyle.foreground = style.spinner
            spinnerStyle.dim = false
            frame.put(String(first), column: column, row: row, style: spinnerStyle)
        }
    }

    /// Spinner or image, then the title (and a configuration's subtitle after " · "), as
    /// they sit on the title row; a trailing `imagePlacement` puts the image after them.
    /// The title row has no room above or below, so top and bottom draw leading. Right to
    /// left, leading is the right-hand side: the image is mirrored to the other side.
    static func contentText(_ button: Button, spinnerFrame: Int, animates: Bool, rightToLeft: Bool = false) -> String {
        var lead: String?
        if button.showsSpinner {
            lead = Spinner.glyph(frame: animates ? spinnerFrame : 0)
        } else if let icon = button.icon {
            lead = icon
        }
        var parts: [String] = []
        let title = button.shownTitle
        if !title.isEmpty { parts.append(title) }
        let subtitle = button.shownSubtitle
        if !subtitle.isEmpty { parts.append("· " + subtitle) }
        if let lead {
            if button.imageTrails != rightToLeft { parts.append(lead) } else { parts.insert(lead, at: 0) }
        }
        return parts.joined(separator: " ")
    }
}
