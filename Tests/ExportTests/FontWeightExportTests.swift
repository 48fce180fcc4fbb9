import Testing

@testable import SwiftExport

/// A theme's weight on DTCG's (CSS's) scale becomes the `UIFont.Weight` Apple names for it.
@Suite("export swift: font weights")
struct FontWeightExportTests {
    @Test(arguments: [
        (100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"), (600, "semibold"),
        (700, "bold"), (800, "heavy"), (900, "black"), (1, "ultraLight"), (549, "medium"), (550, "semibold"),
        (1000, "black"),
    ])
    func eachWeightHasApplesName(weight: Int, name: String) {
        #expect(ButtonClassWriter.fontWeightName(weight) == name)
    }
}
