import ButtonKit

/// Reads a state key of `titles` and `images`: `normal`, names joined by `|` from
/// highlighted, disabled, selected, focused and the button's custom states (a custom name
/// stands for its full value), or a raw value such as `0x10004`.
public struct StateKeyParser: Sendable {
    /// The button's custom states.
    public let customStates: [CustomState]

    /// Creates a parser for a button's keys.
    public init(customStates: [CustomState]) { self.customStates = customStates }

    /// Why a key could not be read.
    public struct Problem: Error, Hashable, Sendable {
        /// What is wrong.
        public var message: String
    }

    /// The state a key names.
    public func parse(_ key: String) -> Result<ControlState, Problem> {
        if key == SystemFlag.normalName { return .success(.normal) }
        if key.hasPrefix("0x") {
            let digits = key.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(\.isHexDigit),
                let raw = UInt32(digits, radix: 16)
            else {
                return .failure(
                    Problem(message: "\"\(key)\" is not a raw state (write up to 8 hex digits, such as 0x10004)"))
            }
            let defined = customStates.reduce(ControlState.systemMask) { $0.union($1.bit) }
            let stray = ControlState(rawValue: raw).subtracting(defined)
            guard stray.isEmpty else {
                return .failure(Problem(message: "\(key) has bits this button does not define (\(stray.shortHex))"))
            }
            return .success(ControlState(rawValue: raw))
        }
        var state = ControlState.normal
        var seen: Set<String> = []
        for word in key.split(separator: "|", omittingEmptySubsequences: false).map(String.init) {
            guard seen.insert(word).inserted else {
                return .failure(Problem(message: "\"\(word)\" is named twice in \"\(key)\""))
            }
            if let flag = SystemFlag.named(word) {
                state.formUnion(flag.state)
            } else if let custom = customStates.first(where: { $0.name == word }) {
                state.formUnion(custom.state)
            } else {
                return .failure(
                    Problem(
                        message:
                            "unknown state \"\(word)\" in \"\(key)\" (use \(SystemFlag.normalName), \(validNames.joined(separator: ", ")), joined by '|', or a raw value such as 0x4)"
                    ))
            }
        }
        return .success(state)
    }

    /// The names a key may join.
    public var validNames: [String] { SystemFlag.names + customStates.map(\.name) }
}
