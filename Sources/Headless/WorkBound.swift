import ButtonKit

/// The most work one command does: a board of many buttons with many keyed custom states
/// reaches hundreds of thousands of states, which no one reads in a picture and which
/// would take minutes and gigabytes to draw, audit or compare. Such a request is refused
/// before the work, in one line naming the bound and how to ask for less, so every valid
/// input finishes or is refused within seconds.
public enum WorkBound {
    /// The most cells one `gallery` draws (per theme and environment).
    public static let galleryCells = 10_000
    /// The most cards one `sheet` holds: states × themes × locales.
    public static let sheetCards = 5_000
    /// The most checks one `audit` makes: states × environments (the built-in board makes
    /// about 57,000 in 0.2 s).
    public static let auditChecks = 2_000_000
    /// The most states one side of a `diff` reaches.
    public static let diffStates = 50_000

    /// Refuses when `buttons` reach more than `bound` states in one locale.
    /// - Parameters:
    ///   - definitions: The buttons drawn.
    ///   - localization: The locale (every locale reaches as many states).
    ///   - bound: The most states allowed.
    ///   - reachable: Where the states are explored and kept, for the work that follows
    ///     the check to read instead of exploring them again.
    ///   - message: The refusal, given the bound.
    /// - Throws: The refusal (exit 64).
    public static func check(
        _ definitions: [ButtonDefinition], localization: Localization, bound: Int,
        reachable: ReachableStateCache = ReachableStateCache(), message: (Int) -> String
    ) throws(HeadlessFailure) {
        guard bound >= 0, reachable.total(of: definitions, localization: localization, bound: bound) != nil
        else { throw .invalidArgument(message(bound)) }
    }

    /// Refuses when `buttons` have more than `bound` review states (the flow x the review
    /// set, what a sheet or gallery shows by default) in one locale. Review states are
    /// found without exploring every reachable state, so this is quick however large the
    /// reachable sets are.
    /// - Parameters:
    ///   - definitions: The buttons shown.
    ///   - localization: The locale (every locale has as many review states).
    ///   - bound: The most states allowed.
    ///   - message: The refusal, given the bound.
    /// - Throws: The refusal (exit 64).
    public static func checkReviewStates(
        _ definitions: [ButtonDefinition], localization: Localization, bound: Int, message: (Int) -> String
    ) throws(HeadlessFailure) {
        var total = 0
        for definition in definitions {
            total += ReviewStates.entries(for: definition, localization: localization).count
            guard total <= bound else { throw .invalidArgument(message(bound)) }
        }
    }
}
