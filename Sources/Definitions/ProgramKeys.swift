/// Keys the button file format keeps for the program's future keys, so a file's keys never
/// clash with keys the program adds later (the named keys, space, Tab, Enter and the
/// arrows, are never printable characters a file could name).
public enum ProgramKeys {
    /// `,` `.` `;` `[` `]` `+` `-` `=`.
    public static let reserved: [Character] = [",", ".", ";", "[", "]", "+", "-", "="]
}
