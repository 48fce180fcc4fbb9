import CNcurses
import Canvas
import Runtime

/// What ncurses draws a cell style with: attributes and a colour pair.
struct CursesPen: Hashable {
    var attributes: attr_t
    var pair: Int32
}

/// Colour pairs and attributes per cell style, memoised (a frame's styles repeat, and the
/// nearest palette colour takes a search).
///
/// Pairs come from ncurses' `alloc_pair` where it exists (ncurses 6.1 and later, pairs
/// above 255 included); elsewhere (macOS's ncurses 5.7) from a cache of our own, with at
/// most 256 pairs, defined with `init_pair`. When every pair is taken the cache starts
/// over and ``startedOver`` asks for a full repaint, so no cell keeps a pair that now
/// means other colours.
struct CursesPens {
    let colorMode: ColorMode
    private let hasAllocPair: Bool
    /// Pairs 1...limit are ours to use (pair 0 is the terminal's default colours).
    private let limit: Int
    private var pens: [CellStyle: CursesPen] = [:]
    /// The style asked for last and its pen: runs of cells share a style, and a spinner
    /// tick asks for one, so most questions skip hashing the style.
    private var last: (style: CellStyle, pen: CursesPen)?
    private var pairs: [ColorPairKey: Int32] = [:]
    /// Set when the pairs started over; the drawer repaints everything and clears it.
    var startedOver = false

    private struct ColorPairKey: Hashable {
        var foreground: Int
        var background: Int
    }

    /// - Parameters:
    ///   - colorMode: how colours are chosen; under `.none` only attributes are used.
    ///   - hasAllocPair: whether ncurses has `alloc_pair`.
    ///   - pairLimit: `COLOR_PAIRS`.
    init(colorMode: ColorMode, hasAllocPair: Bool, pairLimit: Int) {
        self.colorMode = colorMode
        self.hasAllocPair = hasAllocPair
        limit = max(0, hasAllocPair ? pairLimit - 1 : min(pairLimit, 256) - 1)
    }

    /// The pen for `style`.
    mutating func pen(for style: CellStyle) -> CursesPen {
        if let last, last.style == style { return last.pen }
        if let known = pens[style] {
            last = (style, known)
            return known
        }
        var attributes = BS_A_NORMAL
        if style.bold { attributes |= BS_A_BOLD }
        if style.dim { attributes |= BS_A_DIM }
        if style.reverse { attributes |= BS_A_REVERSE }
        if style.underline { attributes |= BS_A_UNDERLINE }
        let key = ColorPairKey(
            foreground: TerminalColor.index(for: style.foreground, mode: colorMode),
            background: TerminalColor.index(for: style.background, mode: colorMode))
        let pen = CursesPen(attributes: attributes, pair: pair(for: key))
        pens[style] = pen
        last = (style, pen)
        return pen
    }

    private mutating func pair(for key: ColorPairKey) -> Int32 {
        if colorMode == .none || limit == 0 || key == ColorPairKey(foreground: -1, background: -1) { return 0 }
        if let known = pairs[key] { return known }
        if pairs.count >= limit {
            pairs.removeAll()
            pens.removeAll()
            last = nil
            startedOver = true
        }
        let number: Int32
        if hasAllocPair {
            number = max(0, bs_alloc_pair(Int32(key.foreground), Int32(key.background)))
        } else {
            number = Int32(pairs.count + 1)
            _ = bs_init_pair(number, Int32(key.foreground), Int32(key.background))
        }
        pairs[key] = number
        return number
    }
}
