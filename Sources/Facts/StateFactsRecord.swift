import ButtonKit
import DeviceLook

/// A state's facts as a flat record for machines (`button-sim facts`, one JSON object a
/// line): the names `scripts/verify-export` compares an exported class against.
/// Colours are `#RRGGBB`, lengths points rounded to hundredths.
public struct StateFactsRecord: Codable, Hashable, Sendable {
    /// Where the indicator, image and title sit, from the button's top-left corner.
    public struct Layout: Codable, Hashable, Sendable {
        /// Width.
        public var width: Double
        /// Height.
        public var height: Double
        /// Corner radius.
        public var cornerRadius: Double
        /// Border width, 0 without a border.
        public var borderWidth: Double
        /// The title's lines as set.
        public var titleLines: [String]
        /// The centre of the title's lines.
        public var titleX: Double
        /// The centre of the title's lines, down.
        public var titleY: Double
        /// The title's weight as drawn, on CSS's scale (semibold 600): the theme's, at least
        /// bold with Bold Text (``DeviceMetrics/titleWeight``).
        public var titleWeight: Int
        /// `spinner`, `image` or nil.
        public var lead: String?
        /// The lead's centre, across.
        public var leadX: Double?
        /// The lead's centre, down.
        public var leadY: Double?
    }

    /// The button's id.
    public var button: String
    /// The machine state, nil without a machine.
    public var mode: String?
    /// The flags by name, `normal` when none.
    public var state: String
    /// UIKit's raw state value, `0x4`.
    public var raw: String
    /// The locale.
    public var locale: String
    /// The theme's name.
    public var theme: String
    /// The environment, `axis=value` items.
    public var environment: [String]
    /// The title shown.
    public var title: String
    /// Where the title came from.
    public var titleFrom: String
    /// The theme slot behind the colours.
    public var tokens: String
    /// The title's colour.
    public var foreground: String
    /// The fill, nil when clear.
    public var background: String?
    /// The border's colour, nil without one.
    public var border: String?
    /// The indicator's colour.
    public var spinnerColor: String
    /// The page behind the button.
    public var page: String
    /// WCAG contrast of the title against what it sits on, two decimals.
    public var contrast: Double
    /// Whether taps reach the button.
    public var enabled: Bool
    /// Whether the indicator shows.
    public var spinner: Bool
    /// The image beside the title.
    public var image: String?
    /// The SwiftUI role (`destructive`, `cancel`, `close`, `confirm`); absent without one
    /// and under UIKit's rules.
    public var role: String?
    /// The SwiftUI `.controlSize` (`small`, `regular`); absent under UIKit's rules.
    public var controlSize: String?
    /// The accessibility label.
    public var label: String
    /// What VoiceOver reads.
    public var reads: String
    /// The control events a tap sends, none when disabled.
    public var tapEvents: [String]
    /// The states a tap can lead to: `mode flags`.
    public var tapLeadsTo: [String]
    /// The geometry, when measured.
    public var layout: Layout?

    /// The record of `facts`.
    public init(_ facts: StateFacts) {
        button = facts.button
        mode = facts.mode
        state = facts.flags.isEmpty ? SystemFlag.normalName : facts.flags.joined(separator: " ")
        raw = facts.state.shortHex
        locale = facts.locale.rawValue
        theme = facts.theme
        environment = facts.environment.settings(for: facts.framework)
        title = facts.title
        titleFrom = facts.titleSource.description
        tokens = facts.tokens.description
        foreground = facts.colors.foreground.hex
        background = facts.colors.background?.hex
        border = facts.colors.border?.hex
        spinnerColor = facts.colors.spinner.hex
        page = facts.colors.page.hex
        contrast = Self.hundredths(facts.contrast)
        enabled = facts.isEnabled
        spinner = facts.showsSpinner
        image = facts.image
        role = facts.role?.rawValue
        controlSize = facts.controlSize
        label = facts.accessibilityLabel
        reads = facts.reads
        tapEvents = facts.tap.events.map(\.rawValue)
        tapLeadsTo = facts.tap.outcomes.map(\.label)
        layout = facts.geometry.map(Self.layout)
    }

    private static func layout(_ geometry: DeviceGeometry) -> Layout {
        let content = geometry.content
        let lead: String? =
            switch content.lead {
            case .spinner: "spinner"
            case .image: "image"
            case nil: nil
            }
        return Layout(
            width: hundredths(geometry.width), height: hundredths(geometry.height),
            cornerRadius: hundredths(geometry.cornerRadius), borderWidth: hundredths(geometry.borderWidth),
            titleLines: content.titleLines, titleX: hundredths(content.titleCentre.x),
            titleY: hundredths(content.titleCentre.y), titleWeight: geometry.metrics.titleWeight, lead: lead,
            leadX: content.leadCentre.map { hundredths($0.x) },
            leadY: content.leadCentre.map { hundredths($0.y) })
    }

    /// Rounded to hundredths, so records compare across platforms.
    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
