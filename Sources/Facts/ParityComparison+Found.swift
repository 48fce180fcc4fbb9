import ButtonKit

extension ParityComparison {
    /// The differences found so far for one button, merged across machine states: the same
    /// state, field and values in several machine states are one difference.
    struct Found {
        let definition: ButtonDefinition
        private(set) var differences: [ParityDifference] = []
        private var index: [Merge: Int] = [:]

        init(definition: ButtonDefinition) { self.definition = definition }

        private struct Merge: Hashable {
            var state: String
            var field: ParityDifference.Field
            var uikit: String
            var swiftui: String
        }

        /// The states reachable under one framework's rules only.
        mutating func reachable(_ uiKit: Keyed, _ swiftUI: Keyed, swiftUI definition: ButtonDefinition) {
            for key in uiKit.order where swiftUI.entries[key] == nil {
                add(key, .reachable, uikit: "yes", swiftui: "no", why: Self.uiKitOnly(key))
            }
            for key in swiftUI.order where uiKit.entries[key] == nil {
                let why =
                    definition.togglesSelection
                    ? "SwiftUI: a tap flips the toggle's selection; UIKit: a tap never selects, the app does"
                    : "reachable under SwiftUI's rules only"
                add(key, .reachable, uikit: "no", swiftui: "yes", why: why)
            }
        }

        private static func uiKitOnly(_ key: Key) -> String {
            let pressed = key.names.contains(SystemFlag.highlighted.name)
            if pressed && key.names.contains(SystemFlag.disabled.name) {
                return
                    "UIKit: code sets isHighlighted (h) even on a disabled button; SwiftUI: isPressed only while enabled"
            }
            if pressed { return "UIKit: code sets isHighlighted (h); SwiftUI: isPressed only under a finger" }
            return "not reachable under SwiftUI's rules"
        }

        /// One state both frameworks reach: titles and readings in every locale, colours
        /// and enabled once.
        mutating func compare(
            _ uiKit: StateFacts, _ swiftUI: StateFacts, key: Key, locale: LocaleTag?, firstLocale: Bool
        ) {
            // Titles and readings differ per locale: the why names it when the file has several.
            let prefix = locale.map { "in \($0.rawValue), " } ?? ""
            if uiKit.title != swiftUI.title {
                add(
                    key, .title, uikit: uiKit.title, swiftui: swiftUI.title,
                    why: prefix + "UIKit: \(uiKit.titleSource.description); SwiftUI: \(swiftUI.titleSource.description)"
                )
            }
            if uiKit.reads != swiftUI.reads {
                add(
                    key, .reads, uikit: uiKit.reads, swiftui: swiftUI.reads,
                    why: prefix + "VoiceOver reads the title each framework shows")
            }
            guard firstLocale else { return }
            let before = Self.colours(uiKit.colors), after = Self.colours(swiftUI.colors)
            if before != after {
                add(
                    key, .colours, uikit: before, swiftui: after,
                    why: "UIKit: \(uiKit.tokens.description); SwiftUI: \(swiftUI.tokens.description)")
            }
            compareEnabled(uiKit, swiftUI, key: key)
        }

        /// Whether taps reach the button under each framework's rules. A disabled container
        /// is not compared: a UIKit button has no such environment to inherit from.
        mutating func compareEnabled(_ uiKit: StateFacts, _ swiftUI: StateFacts, key: Key) {
            guard uiKit.isEnabled != swiftUI.isEnabled else { return }
            add(
                key, .enabled, uikit: "\(uiKit.isEnabled)", swiftui: "\(swiftUI.isEnabled)",
                why: "UIKit and SwiftUI disable the button in different states")
        }

        private static func colours(_ colors: StateFacts.StateColors) -> String {
            var parts = ["title \(colors.foreground.hex)", "fill \(colors.background?.hex ?? "clear")"]
            if let border = colors.border { parts.append("border \(border.hex)") }
            return parts.joined(separator: ", ")
        }

        private mutating func add(
            _ key: Key, _ field: ParityDifference.Field, uikit: String, swiftui: String, why: String
        ) {
            let merge = Merge(state: key.stateKey, field: field, uikit: uikit, swiftui: swiftui)
            if let at = index[merge] {
                if let mode = key.mode, !differences[at].modes.contains(mode) { differences[at].modes.append(mode) }
                return
            }
            let waiver = definition.parityWaivers.first { $0.names == Set(key.names) }
            index[merge] = differences.count
            differences.append(
                ParityDifference(
                    state: key.stateKey, field: field, uikit: uikit, swiftui: swiftui, why: why,
                    waived: waiver?.reason, modes: key.mode.map { [$0] } ?? []))
        }
    }
}
