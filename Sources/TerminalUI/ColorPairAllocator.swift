/// Defines colour pairs in the terminal. The seam between ``ColorPairCache``'s pure
/// bookkeeping and curses' `init_extended_pair`, so tests can count the calls.
public protocol ColorPairAllocator {
    /// How many pairs exist (`COLOR_PAIRS`); pair 0 is the terminal default and never defined.
    var capacity: Int { get }
    /// Whether -1 (the terminal's default colour) is accepted (`use_default_colors` succeeded).
    var supportsDefaultColors: Bool { get }
    /// Defines `pair` as `foreground` on `background`; false when the terminal refused.
    mutating func define(pair: Int, foreground: Int, background: Int) -> Bool
}
