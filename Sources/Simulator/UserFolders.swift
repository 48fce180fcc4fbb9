import Platform

/// Where the user's own files live: `$XDG_CONFIG_HOME/button-sim/KIND` (when that is an
/// absolute path, else `~/.config/button-sim/KIND`) and `KIND` folders in the working
/// directory (`Themes/`, `Buttons/`).
public enum UserFolders {
    /// `$XDG_CONFIG_HOME/button-sim/<kind>` when that is absolute, else
    /// `$HOME/.config/button-sim/<kind>`; `nil` without either.
    /// - Parameters:
    ///   - kind: `themes` or `buttons`.
    ///   - environment: the process environment.
    public static func config(_ kind: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> URL?
    {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("button-sim/\(kind)")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".config/button-sim/\(kind)")
    }

    /// A folder as the status line shows it, with the home folder written `~`.
    static func shown(_ folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? ""
        let path = folder.path
        return home.count > 1 && path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }
}
