import ButtonKit
import Platform

/// WCAG contrast of every variant and state of a theme, for `themes check`.
///
/// For each state it measures the pairs the one contrast rule names
/// (``ContrastRequirement``): the title against the button's background (4.5:1, or 3:1
/// when the theme's weight makes a medium button's title large) and, where a border is
/// drawn, the edge against the surface it sits on (3:1), exactly and as a 256-colour and
/// an 8-colour terminal show them. Disabled states are listed as exempt.
/// Encodes to JSON for `themes check --format json`.
public struct ContrastReport: Hashable, Sendable, Codable {
    /// The theme's name.
    public var theme: String
    /// Every pair measured: by variant, then by state (raw value), the text pair before the boundary pair.
    public var entries: [ContrastEntry]

    /// The system states every report covers.
    public static let systemStates: [ControlState] = [
        .normal, .highlighted, .disabled, .selected, [.selected, .highlighted], [.selected, .disabled], .focused,
    ]

    /// The states a report covers for buttons with these custom states: the system states;
    /// each custom state alone, pressed (or, when it holds disabled, selected); all of them
    /// together; and every state the theme defines tokens for.
    public static func states(customStates: [CustomState]) -> [ControlState] {
        let visible = customStates.filter { !$0.bit.isEmpty }
        var states = systemStates
        for custom in visible {
            states.append(custom.state)
            states.append(custom.state.union(custom.heldFlags.contains(.disabled) ? .selected : .highlighted))
        }
        if visible.count > 1 { states.append(visible.reduce(ControlState.normal) { $0.union($1.state) }) }
        return states
    }

    /// Measures every variant of `theme`, or those of them a board uses.
    /// - Parameters:
    ///   - theme: The theme.
    ///   - customStates: The custom states that give the theme's custom state words their
    ///     meaning: a board's, or the theme's own (``Theme/ownCustomStates``).
    ///   - variants: Only these variants (a board's); `nil` for every variant the theme has.
    public init(theme: Theme, customStates: [CustomState], variants: Set<String>? = nil) {
        self.theme = theme.name
        var entries: [ContrastEntry] = []
        let standard = Self.states(customStates: customStates)
        for variant in theme.variantNames where variants?.contains(variant) ?? true {
            let defined = theme.definedStates(for: variant, customStates: customStates)
            let states = Set(standard.map(\.rawValue)).union(defined.map(\.rawValue))
            let surface = theme.surface(variant: variant)
            for raw in states.sorted() {
                let state = ControlState(rawValue: raw)
                let resolved = theme.style(variant: variant, size: .medium, state: state, customStates: customStates)
                let name = StateTokenName.name(for: state, customStates: customStates)
                let large = ContrastRequirement.isLargeAtDefaultSize(fontWeight: resolved.text.fontWeight)
                for pair in ContrastRequirement.pairs(style: resolved.style, surface: surface, largeText: large) {
                    entries.append(ContrastEntry(variant: variant, state: state, stateName: name, pair: pair))
                }
            }
        }
        self.entries = entries
    }

    /// Entries that fail at `depth` (exempt ones never fail).
    public func failures(at depth: ColorDepth = .exact) -> [ContrastEntry] {
        entries.filter { $0.measurement(at: depth).verdict == .fail }
    }

    /// Whether every active pair passes at `depth`.
    public func passes(at depth: ColorDepth = .exact) -> Bool { failures(at: depth).isEmpty }

    /// One line per entry, aligned, for the terminal.
    public var lines: [String] { Self.lines(for: entries) }

    /// One aligned line per given entry.
    public static func lines(for entries: [ContrastEntry]) -> [String] {
        entries.map { entry in
            func cell(_ measurement: ContrastMeasurement) -> String {
                let ratio = Decimals.fixed(measurement.ratio, digits: 2, width: 5)
                let indices =
                    measurement.foregroundIndex.flatMap { fg in measurement.backgroundIndex.map { " (\(fg) on \($0))" }
                    } ?? ""
                return "\(measurement.depth.rawValue) \(ratio) \(measurement.verdict.rawValue)\(indices)"
            }
            let head = "\(entry.variant.padding(18)) \(entry.stateName.padding(18)) \(entry.kind.rawValue.padding(8))"
            let pair =
                "\(entry.foreground.hex) on \(entry.background.hex) needs \(Decimals.fixed(entry.threshold, digits: 1))"
            return "\(head) \(pair)  \(cell(entry.exact))  \(cell(entry.xterm256))  \(cell(entry.basic8))"
        }
    }
}

private extension String {
    /// Pads with spaces to `width` characters, so columns line up.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
