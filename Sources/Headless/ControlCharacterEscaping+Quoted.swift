import Escaping

extension ControlCharacterEscaping {
    /// A path for a message, in single quotes, control and bidi characters escaped.
    /// - Parameter path: The path as given.
    public static func quoted(_ path: String) -> String {
        "'" + escaped(path) + "'"
    }
}
