import Foundation
import Theming

/// The themes in the repository's `Themes/` folder, loaded for tests.
enum ShippedThemes {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes")

    static let names = ["default", "dark", "high-contrast", "high-contrast-light"]

    static func load(_ name: String) throws -> Theme {
        try ThemeLoader.load(contentsOf: directory.appendingPathComponent(name + ".json")).get()
    }
}
