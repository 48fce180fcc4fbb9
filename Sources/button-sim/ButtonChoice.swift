import ButtonKit
import Rendering

/// The buttons `render` and `gallery` accept by id: the simulator's buttons, plus the
/// on-color secondary and link styles that exist only for themes and pictures.
enum ButtonChoice {
    static func ids(locale: DisplayLocale = .en) -> [String] {
        buttons(locale: locale).map(\.id.rawValue)
    }

    static func buttons(locale: DisplayLocale) -> [Button] {
        let standard = SimulatorState.standardButtons(locale: locale)
        let extra = ButtonVariant.allCases
            .filter { variant in !standard.contains { $0.variant == variant } }
            .map { VariantGallery.button($0, locale: locale) }
        return standard + extra
    }

    /// The button with `id` in its first state, or `nil` for an unknown id.
    static func button(_ id: String, locale: DisplayLocale) -> Button? {
        buttons(locale: locale).first { $0.id.rawValue == id }
    }

    static func unknown(_ id: String, command: String) -> String {
        "\(command): unknown button '\(id)'; valid: \(ids().joined(separator: ", "))"
    }
}
