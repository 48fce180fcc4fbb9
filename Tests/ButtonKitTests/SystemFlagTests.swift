import ButtonKit
import Testing

/// The one table of system-flag words: each flag once, in bit order, every spelling
/// unambiguous, and the types that name flags reading it.
@Suite("The system-flag table")
struct SystemFlagTests {
    @Test func theTableCoversTheSystemBitsOnceInBitOrder() {
        #expect(SystemFlag.all.map(\.state.rawValue) == [1, 2, 4, 8])
        #expect(SystemFlag.all.reduce(ControlState.normal) { $0.union($1.state) } == .systemMask)
        #expect(Set(SystemFlag.galleryOrder) == Set(SystemFlag.all))
        #expect(Set(SystemFlag.themeOrder) == Set(SystemFlag.all))
        #expect(SystemFlag.themeOrder.last == .disabled, "theme names write disabled last")
    }

    @Test func everySpellingNamesOneFlag() {
        for words in [SystemFlag.names, SystemFlag.all.map(\.codeName), SystemFlag.all.map(\.themeWord)] {
            #expect(Set(words).count == 4)
            #expect(!words.contains(SystemFlag.normalName) && !words.contains(SystemFlag.normalThemeWord))
        }
        let letters = SystemFlag.all.map(\.letter) + [SystemFlag.normalLetter]
        #expect(Set(letters).count == 5)
        #expect(GalleryStates.systemLetters == ["N", "S", "D", "H", "F"])
    }

    @Test func flagsAndNamesReadTheTable() {
        for flag in SystemFlag.all {
            #expect(ButtonFlag(name: flag.codeName, customStates: []) == flag.flag)
            #expect(flag.flag.description == flag.codeName)
            #expect(SystemFlag.named(flag.name) == flag)
            #expect(SystemFlag.themeWord(flag.themeWord) == flag)
            #expect(ControlState.systemFlags.contains { $0.name == flag.name && $0.state == flag.state })
        }
        #expect(ButtonFlag.systemFlags == [.highlighted, .enabled, .selected, .focused])
        #expect(ControlState([.highlighted, .selected]).systemNames == ["highlighted", "selected"])
        #expect(ControlState.normal.systemNames == ["normal"])
    }

    @Test func customStatesMayNotTakeAFlagsWord() {
        for word in SystemFlag.reservedWords {
            #expect(!NameRule.customState.accepts(word), "\(word)")
        }
        #expect(
            SystemFlag.reservedWords == [
                "normal", "highlighted", "disabled", "selected", "focused", "enabled", "pressed", "default",
            ])
    }
}
