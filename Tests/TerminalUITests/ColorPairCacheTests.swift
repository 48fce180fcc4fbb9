import Testing
@testable import TerminalUI

/// Records what the cache asks curses to define.
struct RecordingAllocator: ColorPairAllocator {
    var capacity: Int
    var supportsDefaultColors = true
    var refuse: Set<Int> = []
    var defined: [(pair: Int, foreground: Int, background: Int)] = []

    mutating func define(pair: Int, foreground: Int, background: Int) -> Bool {
        defined.append((pair, foreground, background))
        return !refuse.contains(foreground)
    }
}

@Suite("Colour pair cache")
struct ColorPairCacheTests {
    @Test func definesEachCombinationOnceAndReusesIt() {
        var cache = ColorPairCache(allocator: RecordingAllocator(capacity: 256))
        #expect(cache.pair(foreground: 15, background: 33) == 1)
        #expect(cache.pair(foreground: -1, background: 33) == 2)
        #expect(cache.pair(foreground: 15, background: 33) == 1)
        #expect(cache.pair(foreground: 33, background: 15) == 3)
        #expect(cache.allocator.defined.map(\.pair) == [1, 2, 3])
        #expect(cache.allocator.defined[1].foreground == -1)
        #expect(cache.definedCount == 3)
    }

    @Test func defaultOnDefaultIsPairZeroWithoutACall() {
        var cache = ColorPairCache(allocator: RecordingAllocator(capacity: 256))
        #expect(cache.pair(foreground: -1, background: -1) == 0)
        #expect(cache.allocator.defined.isEmpty)
    }

    @Test func fallsBackToPairZeroWhenPairsRunOut() {
        var cache = ColorPairCache(allocator: RecordingAllocator(capacity: 3))
        #expect(cache.pair(foreground: 1, background: 0) == 1)
        #expect(cache.pair(foreground: 2, background: 0) == 2)
        #expect(cache.pair(foreground: 3, background: 0) == 0)
        #expect(cache.allocator.defined.count == 2)
    }

    @Test func aRefusedPairIsNotRetried() {
        var cache = ColorPairCache(allocator: RecordingAllocator(capacity: 256, refuse: [200]))
        #expect(cache.pair(foreground: 200, background: 0) == 0)
        #expect(cache.pair(foreground: 200, background: 0) == 0)
        #expect(cache.allocator.defined.count == 1)
        #expect(cache.pair(foreground: 5, background: 0) == 1)
    }

    @Test func withoutDefaultColoursMinusOneBecomesWhiteOnBlack() {
        var cache = ColorPairCache(allocator: RecordingAllocator(capacity: 64, supportsDefaultColors: false))
        #expect(cache.pair(foreground: -1, background: 4) == 1)
        #expect(cache.pair(foreground: 7, background: 4) == 1)
        #expect(cache.allocator.defined.count == 1)
        #expect(cache.allocator.defined[0].foreground == 7)
    }
}
