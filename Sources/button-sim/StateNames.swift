import ButtonKit

/// `--state` of `render`: a comma list of state names turned into flags through the
/// engine's own rules, so `mutual` also selects and `loading` holds disabled, exactly as
/// the keys would set them.
enum StateNames {
    /// The names accepted, system flags in bit order then custom states.
    static func valid(catalog: [CustomState] = CustomState.standard) -> [String] {
        ControlState.systemFlags.map(\.name) + catalog.map(\.name)
    }

    /// The flags for `list` (empty: normal), or the first unknown name.
    static func flags(parsing list: String, catalog: [CustomState] = CustomState.standard) -> Result<ButtonFlags, UnknownName> {
        var flags = ButtonFlags(catalog: catalog)
        let names = list.split(separator: ",", omittingEmptySubsequences: true)
            .map { $0.split(separator: " ").joined().lowercased() }
            .filter { !$0.isEmpty && $0 != "normal" }
        for name in names {
            if let flag = ControlState.systemFlags.first(where: { $0.name == name }) {
                flags.set(flag.state, true)
            } else if let custom = catalog.first(where: { $0.name == name }) {
                flags.set(custom, true)
            } else {
                return .failure(UnknownName(name: name))
            }
        }
        return .success(flags)
    }

    /// A name `--state` does not know.
    struct UnknownName: Error {
        var name: String
    }
}
