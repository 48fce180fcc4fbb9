import ButtonKit
import ButtonKitTestSupport
import Foundation
import SwiftExport
import Testing
import Theming

/// What an app engineer merges without edits: the export declares nothing on UIKit's own
/// types, so it builds beside an app that has its own helpers there.
@Suite("export swift: merges into an app", .serialized)
struct AppOwnershipExportTests {
    /// Every built-in and example button's class: no extension of a UIKit or Foundation type.
    @Test func noExportExtendsAUIKitType() throws {
        for (source, board) in try SwiftExportTests.boards() {
            for button in board.buttons {
                let export = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: source)
                for file in export.files where file.name.hasSuffix(".swift") {
                    let extensions = file.contents.split(separator: "\n").filter {
                        $0.trimmingCharacters(in: .whitespaces).contains("extension UI")
                            || $0.trimmingCharacters(in: .whitespaces).contains("extension NS")
                    }
                    #expect(extensions.isEmpty, "\(file.name): \(extensions)")
                }
            }
        }
    }

    /// An app that already has `UIColor(rgb:)` (a common helper) still builds with the export:
    /// the export's colours come from its own nested palette.
    @Test func anAppWithItsOwnUIColorHelperStillBuilds() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let app = """
            import UIKit

            extension UIColor {
                convenience init(rgb: UInt32) {
                    self.init(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: 0, blue: 0, alpha: 1)
                }
                convenience init(rgb: UInt32, dark: UInt32, highContrast: UInt32, darkHighContrast: UInt32) {
                    self.init(rgb: rgb)
                }
            }
            """
        let export = try SwiftExporter.export(
            try #require(BuiltInFixture.board.button("follow")), board: BuiltInFixture.board, theme: .builtInDefault,
            source: "test")
        let files =
            [("AppColors.swift", app)]
            + export.files.filter { $0.name.hasSuffix(".swift") }.map {
                ($0.name, $0.contents)
            }
        let result = try StandIn.typeCheck(files, standIn: standIn)
        #expect(result.status == 0, "\(result.output)")
    }
}
