import ButtonKit
import Escaping

/// `expect:BUTTON.FIELD=VALUE` and `expect:event=NAME` in a `play` script: what a button
/// must show at that point (or the last control event sent), checked on the virtual clock.
public struct ScriptExpectation: Hashable, Sendable {
    /// What is compared.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The title shown (empty when hidden).
        case title
        /// The machine state (`-` without a machine).
        case mode
        /// The flags by name, in any order: `selected,highlighted`, `normal` for none.
        case state
        /// Whether the button is enabled: `true` or `false`.
        case enabled
        /// UIKit's raw value, hex (`0x4`) or decimal.
        case raw
        /// What VoiceOver reads.
        case reads
        /// The last control event any button sent (`touchUpInside`), `none` before any.
        case event
    }

    /// The button's id; `nil` for `event`.
    public var button: String?
    /// The field.
    public var field: Field
    /// The expected value as written (quotes removed).
    public var value: String

    /// Why a token is no expectation, or why a field cannot be read.
    public struct Problem: Error, Hashable, Sendable {
        /// The reason, as the end of a message.
        public var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// An expectation.
    /// - Parameters:
    ///   - button: The button's id; `nil` for `event`.
    ///   - field: The field.
    ///   - value: The expected value.
    public init(button: String?, field: Field, value: String) {
        self.button = button
        self.field = field
        self.value = value
    }

    /// The field as the token names it: `like.title`, `event`.
    public var subject: String { button.map { "\($0).\(field.rawValue)" } ?? field.rawValue }

    /// Reads `BUTTON.FIELD=VALUE` or `event=NAME` (the part after `expect:`, its value
    /// already unquoted); `nil` with the reason when it is not one.
    static func parse(_ body: String, value: String?) -> Result<ScriptExpectation, Problem> {
        let usage =
            "expected expect:BUTTON.FIELD=VALUE (fields \(Field.allCases.filter { $0 != .event }.map(\.rawValue).joined(separator: " "))) or expect:event=NAME"
        guard let value else { return .failure(Problem(usage)) }
        if body == "event" { return .success(ScriptExpectation(button: nil, field: .event, value: value)) }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fieldName = parts.count == 2 ? String(parts[1]) : ""
        guard parts.count == 2, !parts[0].isEmpty, let field = Field(rawValue: fieldName), field != .event else {
            return .failure(Problem(usage))
        }
        switch field {
        case .enabled where value != "true" && value != "false":
            return .failure(Problem("enabled is true or false"))
        case .raw where rawValue(value) == nil:
            return .failure(Problem("raw is a hex value such as 0x4 or a decimal"))
        default:
            return .success(ScriptExpectation(button: String(parts[0]), field: field, value: value))
        }
    }

    static func rawValue(_ text: String) -> UInt32? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 8 else { return nil }
            return UInt32(digits, radix: 16)
        }
        return StrictNumber.parse(Substring(text), in: 0...Int(UInt32.max)).map(UInt32.init)
    }

    /// What the simulator shows for this field now, or why it cannot be read.
    /// - Parameter simulator: The simulator after the steps before the token.
    public func found(in simulator: SimulatorState) -> Result<String, Problem> {
        if field == .event { return .success(simulator.events.last?.event.rawValue ?? "none") }
        guard let id = button, let button = simulator[ButtonID(rawValue: id)] else {
            let ids = simulator.buttons.map(\.id.rawValue).joined(separator: ", ")
            return .failure(Problem("no button '\(button ?? "")'; buttons: \(ids)"))
        }
        switch field {
        case .title: return .success(button.shownTitle)
        case .mode: return .success(button.machineState ?? "-")
        case .state:
            return .success(
                button.flags.names.joined(separator: ",").isEmpty
                    ? SystemFlag.normalName : button.flags.names.joined(separator: ",")
            )
        case .enabled: return .success(button.isEnabled ? "true" : "false")
        case .raw: return .success(button.state.shortHex)
        case .reads: return .success(VoiceOver.reading(for: button, localization: simulator.localization))
        case .event: return .success("")
        }
    }

    /// Whether `found` is what was expected: states compare as sets of names, raw values
    /// as numbers, everything else exactly.
    public func matches(_ found: String) -> Bool {
        switch field {
        case .state: Self.names(found) == Self.names(value)
        case .raw: Self.rawValue(found) == Self.rawValue(value)
        default: found == value
        }
    }

    private static func names(_ list: String) -> Set<String> {
        Set(
            list.split(whereSeparator: { $0 == "," || $0 == "+" }).map(String.init).filter {
                $0 != SystemFlag.normalName
            })
    }

    /// The one line of a failed expectation: the token, its place, the virtual time, what
    /// was expected and what was found (strings in quotes, control characters escaped).
    /// - Parameters:
    ///   - token: The token as written.
    ///   - position: Its 1-based place in the script.
    ///   - time: The virtual time it was checked at.
    ///   - found: What the simulator showed, or why it could not be read.
    public static func failureMessage(
        token: String, position: Int, time: Duration, expectation: ScriptExpectation, found: Result<String, Problem>
    ) -> String {
        let place = "token \(position) '\(PlayScript.ParseError.shown(token))' at \(seconds(time))"
        switch found {
        case .success(let value):
            return "\(place): expected \(expectation.subject) \(quoted(expectation.value)), found \(quoted(value))"
        case .failure(let problem):
            return "\(place): \(problem.reason)"
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + ControlCharacterEscaping.escaped(text) + "\""
    }

    /// `1.25s`, `0s`: virtual time in seconds with up to 3 decimals.
    static func seconds(_ time: Duration) -> String {
        let milliseconds = time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
        let whole = milliseconds / 1000, fraction = milliseconds % 1000
        guard fraction != 0 else { return "\(whole)s" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)s"
    }
}
