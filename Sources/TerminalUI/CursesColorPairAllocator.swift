import CNcurses

/// Defines pairs with `init_extended_pair`, which takes pair numbers and colours above
/// the 16-bit limit of `init_pair`. Never touches the palette itself (no `init_color`).
struct CursesColorPairAllocator: ColorPairAllocator {
    let capacity: Int
    let supportsDefaultColors: Bool

    mutating func define(pair: Int, foreground: Int, background: Int) -> Bool {
        init_extended_pair(Int32(pair), Int32(foreground), Int32(background)) != ERR
    }
}
