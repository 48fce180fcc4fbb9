import ButtonKit
import DeviceLook
import Theming

/// What one button shows and does in one reachable state, for one theme, environment and
/// locale: the one model of a state (DESIGN section 7). The contract, and in time every
/// view and export, read these values and work nothing out of their own.
public struct StateFacts: Hashable, Sendable {
    /// The button's id.
    public var button: String
    /// The machine state, nil for a button without a machine.
    public var mode: String?
    /// The flags by name (`selected highlighted`, then custom states), empty for normal.
    public var flags: [String]
    /// UIKit's state value, custom bits included.
    public var state: ControlState
    /// The locale the titles are shown in.
    public var locale: LocaleTag
    /// The theme's name (the counterpart's, when the environment chose one).
    public var theme: String
    /// The environment the state is shown in.
    public var environment: DisplayEnvironment

    /// The title shown, empty when hidden.
    public var title: String
    /// Whose rules the button follows here.
    public var framework: Framework
    /// Where the title came from.
    public var titleSource: TitleSource
    /// The rule that chose the title: UIKit's exact slot, alias or fallback to normal, or
    /// SwiftUI's ladder rung; `nil` when a state hides the title or a configuration sets it.
    public var titleRule: StateSlotSource?
    /// The rule that chose the colours' tokens, as ``titleRule`` does for the title; `nil`
    /// for a configuration's look.
    public var coloursRule: StateSlotSource?
    /// The variant and the theme slot its colours came from.
    public var tokens: TokenSource
    /// The colours drawn.
    public var colors: StateColors
    /// WCAG contrast of the title against its fill (the page behind a clear button).
    public var contrast: Double
    /// Whether taps reach the button (under SwiftUI's rules, `false` in a disabled
    /// container whatever the button's own flags).
    public var isEnabled: Bool
    /// Whether a disabled container disables the button (SwiftUI's rules only).
    public var isDisabledByContainer: Bool
    /// The SwiftUI role passed to `Button(role:)`, under SwiftUI's rules; `nil` without
    /// one and under UIKit's, where a role does nothing.
    public var role: ButtonRole?
    /// The system label a `close` or `confirm` button without a title shows, by its role.
    public var systemLabel: ButtonRole?
    /// The SwiftUI `.controlSize` the size stands for (`small`, `regular`) under SwiftUI's
    /// rules; `nil` under UIKit's.
    public var controlSize: String?
    /// Whether the activity indicator shows.
    public var showsSpinner: Bool
    /// The image shown beside the title, if any.
    public var image: String?
    /// What VoiceOver reads.
    public var reads: String
    /// The accessibility label VoiceOver starts from.
    public var accessibilityLabel: String
    /// What a tap sends and where it can lead.
    public var tap: TapFacts
    /// The machine state's `after` timers and where each leads, none without a machine.
    public var timers: [TimerFacts]
    /// Size, corners and the content's positions in points, when asked for
    /// (``StateFacts/Detail/withGeometry``): measuring titles costs more than the rest.
    public var geometry: DeviceGeometry?

    /// How much to work out.
    public enum Detail: Sendable {
        /// Everything but the geometry: what the contract needs.
        case look
        /// Everything, the device look's geometry included.
        case withGeometry
    }
}

extension StateFacts {
    /// Where a title came from, in the contract's words: `exact slot 0x4`, `0x3 looked up
    /// as 0x1`, `hidden while loading`, a configuration's title.
    public struct TitleSource: Hashable, Sendable {
        /// The description.
        public var description: String
    }

    /// The theme's tokens behind a state's colours: `secondary.selected (exact slot 0x4)`,
    /// or a configuration's style and tint.
    public struct TokenSource: Hashable, Sendable {
        /// The description.
        public var description: String
    }

    /// The colours a state is drawn in.
    public struct StateColors: Hashable, Sendable {
        /// The title's colour.
        public var foreground: RGBColor
        /// The fill, nil when clear.
        public var background: RGBColor?
        /// The border's colour, nil without a border.
        public var border: RGBColor?
        /// The activity indicator's colour.
        public var spinner: RGBColor
        /// The page the button sits on.
        public var page: RGBColor
    }
}
