import ButtonKit

/// `--state` of `render`: a comma list of state names turned into flags through the
/// button's own rules, so a state that implies selected also selects and one that holds
/// disabled disables, exactly as the keys would set them.
public enum StateNames {
    /// The names accepted: system flags in bit order, then the button's custom states.
    public static func valid(customStates: [CustomState]) -> [String] {
        SystemFlag.names + customStates.map(\.name)
    }

    /// The flags for `list` (empty: normal), or the first unknown name.
    public static func flags(parsing list: String, customStates: [CustomState]) -> Result<ButtonFlags, UnknownName> {
        var flags = ButtonFlags(catalog: customStates)
        let names = list.split(separator: ",", omittingEmptySubsequences: true)
            .map { $0.split(separator: " ").joined() }
            .filter { !$0.isEmpty && $0 != SystemFlag.normalName }
        for name in names {
            if let system = SystemFlag.named(name) {
                // The disabled bit is set by asking for `isEnabled = false`.
                flags.set(system.flag, system.flag != .enabled)
            } else {
                guard customStates.contains(where: { $0.name == name }) else {
                    return .failure(UnknownName(name: name))
                }
                flags.set(.custom(name), true)
            }
        }
        return .success(flags)
    }

    /// A name `--state` does not know.
    public struct UnknownName: Error {
        /// The name as given.
        public var name: String
    }
}
