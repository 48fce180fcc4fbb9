import ButtonKit
import ButtonKitTestSupport
import Foundation
import SwiftExport
import Testing
import Theming

/// `export swift` of configuration buttons: `UIButton.Configuration` code that type-checks
/// against the UIKit stand-in, with the updates in the `configurationUpdateHandler`.
@Suite("export swift: UIButton.Configuration")
struct ConfigurationExportTests {
    /// Every field, aliases, a custom spinner state, a bit-less state, a machine with a
    /// spinner and titles, updates with colours, and `normal` as an update key.
    static let file = #"""
        {
          "locales": ["en", "zh"],
          "buttons": [{
            "id": "buy",
            "variant": "success",
            "accessibilityLabel": {"en": "Buy", "zh": "购买"},
            "states": {
              "busy": {"bit": 17, "holds": ["disabled"], "spinner": true, "accessibilityLabel": "Buying"},
              "quiet": {}
            },
            "configuration": {
              "style": "borderedTinted", "baseBackgroundColor": "theme.color.palette.success",
              "baseForegroundColor": "theme.color.palette.on-success", "title": {"en": "Buy \"now\"", "zh": "购买"},
              "subtitle": "Free", "image": "★", "imagePlacement": "trailing", "cornerStyle": "large",
              "buttonSize": "small",
              "updates": {
                "normal": {"subtitle": "Always"},
                "highlighted": {"baseBackgroundColor": "theme.color.palette.success-pressed", "image": "☆"},
                "selected|highlighted": {"title": "Bought", "cornerStyle": "capsule", "buttonSize": "large",
                                         "imagePlacement": "top", "baseForegroundColor": "theme.color.palette.text"},
                "busy": {"showsActivityIndicator": true, "style": "plain"}
              }
            },
            "machine": {"initial": "idle", "states": {
              "idle": {"on": {"tap": "paying"}},
              "paying": {"title": "Paying", "spinner": true, "after": {"step": "idle"}}}}
          }]
        }
        """#

    func export(_ json: String) throws -> String {
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        return try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "buy.json").files[0]
            .contents
    }

    @Test func everyFieldTypeChecks() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let board = try BuiltInFixture.board(json: Self.file).get().board
        let button = try #require(board.buttons.first)
        let files = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "buy.json").files
        let result = try StandIn.typeCheck(
            files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, standIn: standIn)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning"), "\(result.output)")
    }

    @Test func theConfigurationAndItsHandlerAreWrittenInFileOrder() throws {
        let swift = try export(Self.file)
        let green = #"Colors.named("theme.color.palette.success-pressed")"#
        let lines = [
            "var config = UIButton.Configuration.tinted()",
            "configurationUpdateHandler = { button in",
            "var config = UIButton.Configuration.tinted().updated(for: button)",
            "if state.contains(Self.busy) {  // busy",
            "config = UIButton.Configuration.plain().updated(for: button)",
            "config.title = button.baseTitle",
            "config.imagePlacement = .trailing",
            "config.cornerStyle = .large",
            "config.buttonSize = .small",
            "if true {  // normal",
            "if state.contains(.highlighted) {  // highlighted",
            "config.baseBackgroundColor = \(green)",
            "if state.contains([.highlighted, .selected]) {  // selected|highlighted",
            "config.cornerStyle = .capsule",
            "if state.contains(Self.busy) {  // busy",
            "config.showsActivityIndicator = true",
            "button.configuration = config",
        ]
        var rest = Substring(swift)
        for line in lines {
            let found = try #require(rest.range(of: line), "missing, or out of order: \(line)")
            rest = rest[found.upperBound...]
        }
        // The handler starts from the file's values, so a patch lasts only while its state does.
        #expect(swift.contains("config.showsActivityIndicator = button.isBusy || button.mode.showsSpinner"))
        #expect(swift.contains("baseTitle = String(localized: \"buy.machine.paying.title\""))
        #expect(!swift.contains("setTitle("))
    }
}
