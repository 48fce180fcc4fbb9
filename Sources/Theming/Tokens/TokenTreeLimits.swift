/// The bounds on what token files may build, far beyond any real design system, so a
/// hostile file is refused in one line instead of costing minutes and gigabytes. Going
/// past one refuses the whole theme, whatever uses the tokens.
enum TokenTreeLimits {
    /// The most members (tokens and groups) one group may have, over every file.
    static let maximumGroupMembers = 10_000
    /// The most names a token's or group's path may have (`a.b.c` has three).
    static let maximumDepth = 32
    /// The most tokens `$extends` may copy in, over all the groups that extend others.
    static let maximumExtendsCopies = 20_000

    /// The message for a group with too many members.
    static var groupMembersMessage: String {
        "a group of more than \(maximumGroupMembers) members (at most \(maximumGroupMembers) are allowed)"
    }

    /// The message for a path nested too deep.
    static var depthMessage: String {
        "nested more than \(maximumDepth) levels deep (at most \(maximumDepth) are allowed)"
    }

    /// The message for `$extends` copying too many tokens, at a group extending `target`.
    static func extendsCopiesMessage(target: String) -> String {
        "$extends {\(target)} copies more than \(maximumExtendsCopies) tokens in all (at most \(maximumExtendsCopies) are allowed)"
    }
}
