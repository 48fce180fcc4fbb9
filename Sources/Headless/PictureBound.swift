import ButtonKit

/// The most a picture draws: a gallery of a board of many buttons with many keyed custom
/// states reaches hundreds of thousands of states, which no one reads and which would take
/// minutes and gigabytes to draw. Such a request is refused, before any drawing, in one
/// line naming the bound and how to choose less.
public enum PictureBound {
    /// The most cells one `gallery` draws (per theme and environment).
    public static let galleryCells = 10_000
    /// The most cards one `sheet` holds: states × themes × locales.
    public static let sheetCards = 5_000

    /// Refuses when `buttons` reach more than `bound` states in one locale.
    /// - Parameters:
    ///   - definitions: The buttons drawn.
    ///   - localization: The locale (every locale reaches as many states).
    ///   - bound: The most states allowed.
    ///   - message: The refusal, given the bound.
    /// - Throws: The refusal (exit 64).
    public static func check(
        _ definitions: [ButtonDefinition], localization: Localization, bound: Int, message: (Int) -> String
    ) throws(HeadlessFailure) {
        guard bound >= 0, ReachableStates.total(of: definitions, localization: localization, bound: bound) != nil
        else { throw .invalidArgument(message(bound)) }
    }
}
