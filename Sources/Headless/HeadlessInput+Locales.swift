import ButtonKit

extension HeadlessInput {
    /// The locales asked for (a comma list), each one the board declares; default: all of them.
    /// - Parameters:
    ///   - list: `--locale` as given.
    ///   - command: The subcommand, for the message.
    /// - Throws: A locale the board lacks, or a list naming none (exit 64).
    public func locales(_ list: String?, command: String) throws(HeadlessFailure) -> [LocaleTag] {
        guard let list else { return board.locales.isEmpty ? [board.developmentLocale] : board.locales }
        var result: [LocaleTag] = []
        for item in list.split(separator: ",").map(String.init) {
            guard let tag = board.locales.first(where: { $0.rawValue.lowercased() == item.lowercased() }) else {
                let known = board.locales.map(\.rawValue).joined(separator: ", ")
                throw .invalidArgument("\(command): \(name) has no locale '\(item)'; locales: \(known)")
            }
            if !result.contains(tag) { result.append(tag) }
        }
        guard !result.isEmpty else { throw .invalidArgument("\(command): --locale names no locale") }
        return result
    }

    /// A comma list as `--theme` gives it, `[nil]` for the default.
    /// - Parameter list: `--theme` as given.
    public static func themeList(_ list: String?) -> [String?] {
        guard let list else { return [nil] }
        let names = list.split(separator: ",").map { String($0) }
        return names.isEmpty ? [nil] : names
    }
}
