import ButtonKit
import Theming

/// Look-alikes: two reachable states drawn identically (the same title, image, spinner,
/// colours and focus ring) although they differ in selected or in a custom state, which a
/// sighted user must be able to tell apart. What UIKit's own lookup makes alike (3 read
/// as 1) differs only in highlighted or disabled and is not a finding; focused states are
/// the focus rule's.
enum LookAlikeRule {
    /// What a state looks like.
    private struct Drawn: Hashable {
        var title: String
        var subtitle: String
        var icon: String?
        var spinner: Bool
        var foreground: RGBColor
        var background: RGBColor?
        var border: RGBColor?
    }

    /// The findings in one appearance and contrast: one per difference that shows nothing
    /// (the selection or the custom states two look-alike states differ in, `s0`,
    /// `selected`), with its first pair; only the smallest ones (``AlikeDifferences``).
    /// - Parameters:
    ///   - subject: The button's states.
    ///   - styleAt: The style, in the theme the appearance and contrast show, of the state
    ///     at a place in ``AuditSubject/states`` (resolved once for every rule,
    ///     ``AuditContrasts``).
    static func check(_ subject: AuditSubject, style styleAt: (_ place: Int) -> ResolvedStyle) -> [AuditObservation] {
        let customNames = subject.definition.states.map(\.name)
        // States drawn alike in the same moment, each meaning once (with how many states
        // share it): a board of 4,096 states compares a few hundred meanings, not every pair.
        var groups: [Alike: [Member]] = [:]
        var order: [Alike] = []
        var places: [Alike: [UInt16: Int]] = [:]
        // Focused states are the focus rule's: focus shows with a keyboard, and the ring
        // marks it whatever the state.
        for (place, state) in subject.states.enumerated() where !state.button.state.contains(.focused) {
            let button = state.button
            let style = styleAt(place).style
            let key = Alike(
                drawn: Drawn(
                    title: button.shownTitle, subtitle: button.shownSubtitle, icon: button.icon,
                    spinner: button.showsSpinner, foreground: style.foreground, background: style.background,
                    border: style.border),
                moment: button.state.intersection(moment).rawValue)
            let meaning = meaning(button, customNames: customNames)
            if groups[key] == nil { order.append(key) }
            if let place = places[key]?[meaning] {
                groups[key]?[place].states += 1
            } else {
                places[key, default: [:]][meaning] = groups[key, default: []].count
                groups[key, default: []].append(Member(meaning: meaning, name: state.name))
            }
        }
        // Counted by bits first: a pair costs an exclusive or and a lookup.
        var pairs: [UInt16: (first: String, second: String, count: Int)] = [:]
        var seen: [UInt16] = []
        for key in order {
            guard let members = groups[key], members.count > 1 else { continue }
            for (index, first) in members.enumerated() {
                for second in members[(index + 1)...] {
                    let difference = first.meaning ^ second.meaning
                    if pairs[difference] == nil {
                        pairs[difference] = (first.name, second.name, 0)
                        seen.append(difference)
                    }
                    pairs[difference]?.count += first.states * second.states
                }
            }
        }
        var differences = AlikeDifferences()
        for difference in seen {
            guard let pair = pairs[difference] else { continue }
            differences.add(
                names(difference, customNames: customNames), first: pair.first, second: pair.second,
                pairs: pair.count)
        }
        return differences.minimal.map { named, found in
            let more = found.pairs > 1 ? ", as are \(found.pairs - 1) more pairs that differ only in \(named)" : ""
            return AuditObservation(
                button: subject.definition.id.rawValue, state: found.second, rule: .lookAlike,
                measured: "drawn exactly like \(found.first)\(more)",
                threshold: "a visible difference where selected or a custom state differs", subject: named)
        }
    }

    /// What a sighted user must tell apart only within one moment: highlighted, disabled
    /// and focused alike.
    private static let moment: ControlState = [.highlighted, .disabled, .focused]

    /// States drawn alike in the same moment.
    private struct Alike: Hashable {
        var drawn: Drawn
        var moment: UInt32
    }

    /// One meaning among states drawn alike: its first state, and how many states have it.
    private struct Member {
        var meaning: UInt16
        var name: String
        var states = 1
    }

    /// The names of the bits of a meaning (``meaning(_:customNames:)``).
    private static func names(_ bits: UInt16, customNames: [String]) -> Set<String> {
        var names: Set<String> = bits & 1 != 0 ? [SystemFlag.selected.name] : []
        for (index, name) in customNames.enumerated() where bits & (2 << index) != 0 { names.insert(name) }
        return names
    }

    /// What a state means to the user, as bits: selected (bit 0) and each custom state on
    /// (bit 1 and up, in file order; a button has at most 8). Disabled is the moment, the
    /// same in both states of a pair.
    private static func meaning(_ button: Button, customNames: [String]) -> UInt16 {
        var bits: UInt16 = button.state.contains(.selected) ? 1 : 0
        for name in button.flags.active {
            if let index = customNames.firstIndex(of: name) { bits |= 2 << index }
        }
        return bits
    }
}
