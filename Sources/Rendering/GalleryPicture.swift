import ButtonKit
import Theming

/// One section of a `gallery` picture: a button's states, or design-system variants by
/// states. Sections stack into one frame, a blank row apart.
public enum GalleryPicture: Hashable, Sendable {
    /// Every state combination of one button (``StateGallery``).
    case states(Button)
    /// Design-system variants by states (``VariantGallery``).
    case variants([ButtonVariant])

    /// The sections for `gallery` with no `--button`: the follow and modal buttons, then
    /// every design-system variant.
    public static func all(locale: DisplayLocale) -> [GalleryPicture] {
        let buttons = SimulatorState.standardButtons(locale: locale).filter { $0.variant == nil }
        return buttons.map { .states($0) } + [.variants(ButtonVariant.allCases)]
    }

    public func size(model: ScreenModel) -> (width: Int, height: Int) {
        switch self {
        case .states(let button): StateGallery.size(of: button, model: model)
        case .variants(let variants): VariantGallery.size(of: variants, model: model)
        }
    }

    public func render(model: ScreenModel, area: Rect, into frame: inout Frame) {
        switch self {
        case .states(let button): StateGallery.render(button, model: model, area: area, into: &frame)
        case .variants(let variants): VariantGallery.render(variants, model: model, area: area, into: &frame)
        }
    }

    /// The sections stacked in one frame as wide as the widest.
    public static func frame(_ sections: [GalleryPicture], model: ScreenModel) -> Frame {
        let sizes = sections.map { $0.size(model: model) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).reduce(0, +) + max(0, sections.count - 1)
        let chrome = model.theme.chrome
        var frame = Frame(width: width, height: height, fill: CellStyle(foreground: chrome.text, background: chrome.background))
        var row = 0
        for (section, size) in zip(sections, sizes) {
            section.render(model: model, area: Rect(x: 0, y: row, width: width, height: size.height), into: &frame)
            row += size.height + 1
        }
        return frame
    }
}
