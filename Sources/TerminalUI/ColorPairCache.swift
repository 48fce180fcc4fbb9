/// Hands out curses colour pairs for (foreground, background) index combinations,
/// defining each pair the first time it is needed and reusing it afterwards, so a frame
/// costs no colour calls once its colours have been seen.
///
/// Pair 0 is the terminal default (default on default); -1 means the default colour.
/// When the pairs run out, or the terminal refuses one, the cell falls back to pair 0:
/// attributes still tell states apart.
public struct ColorPairCache<Allocator: ColorPairAllocator> {
    public private(set) var allocator: Allocator
    private var pairs: [PairKey: Int] = [:]
    private var nextPair = 1

    public init(allocator: Allocator) {
        self.allocator = allocator
    }

    /// How many pairs have been defined so far.
    public var definedCount: Int { nextPair - 1 }

    /// The pair number for `foreground` on `background` (palette indices or -1).
    public mutating func pair(foreground: Int, background: Int) -> Int {
        var key = PairKey(foreground: foreground, background: background)
        if key.foreground < 0, key.background < 0 { return 0 }
        if !allocator.supportsDefaultColors {
            // Without default-colour support -1 is invalid: assume light text on black.
            if key.foreground < 0 { key.foreground = 7 }
            if key.background < 0 { key.background = 0 }
        }
        if let known = pairs[key] { return known }
        guard nextPair < allocator.capacity,
              allocator.define(pair: nextPair, foreground: key.foreground, background: key.background) else {
            // Remember the failure too, so a refused pair is not retried on every frame.
            pairs[key] = 0
            return 0
        }
        pairs[key] = nextPair
        nextPair += 1
        return pairs[key] ?? 0
    }

    private struct PairKey: Hashable {
        var foreground: Int
        var background: Int
    }
}
