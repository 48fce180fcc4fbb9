import Testing

@testable import SwiftExport

/// The stamp tells an exported file left as it was from one edited since, or a stranger.
@Suite("export swift: stamps")
struct GeneratedStampTests {
    @Test func aStampedFileIsUnchangedUntilEdited() {
        let text = GeneratedStamp.stamped("import UIKit\n\nfinal class A {}\n")
        #expect(GeneratedStamp.status(of: Array(text.utf8)) == .unchanged)
        let edited = text.replacingOccurrences(of: "class A", with: "class B")
        #expect(GeneratedStamp.status(of: Array(edited.utf8)) == .edited)
        #expect(GeneratedStamp.status(of: Array((text + "// more\n").utf8)) == .edited)
        #expect(GeneratedStamp.status(of: Array("import UIKit\n".utf8)) == .notGenerated)
        #expect(GeneratedStamp.status(of: []) == .notGenerated)
    }
}
