import ButtonKit
import ButtonKitTestSupport
import Definitions
import Testing

/// Every error of a button's `configuration`, each with its exact one-line message.
@Suite("Configuration buttons: every error, with its exact message")
struct ConfigurationMessageTests {
    static func board(_ configuration: String, extra: String = "") -> String {
        ButtonFileCases.board("\(extra)\"configuration\": {\(configuration)}")
    }

    static let cases: [(String, String, [String])] = [
        (
            "titles and a configuration",
            ButtonFileCases.board("\"titles\": {\"normal\": \"A\"}, \"configuration\": {\"title\": \"A\"}"),
            [
                "test.json: buttons[0].configuration: a button has \"configuration\" or \"titles\", not both (the configuration's title and updates replace per-state titles)"
            ]
        ),
        (
            "an unknown field", board("\"tint\": \"x\""),
            [
                "test.json: buttons[0].configuration.tint: unknown key \"tint\" (known: style, baseBackgroundColor, baseForegroundColor, title, subtitle, image, imagePlacement, cornerStyle, buttonSize, showsActivityIndicator, updates)"
            ]
        ),
        (
            "a bad style", board("\"style\": \"glass\""),
            [
                "test.json: buttons[0].configuration.style: \"glass\" is not one of plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent"
            ]
        ),
        (
            "a colour that is not a token path", board("\"baseBackgroundColor\": \"#ff0000\""),
            [
                "test.json: buttons[0].configuration.baseBackgroundColor: \"#ff0000\" is not a token path (write dotted names such as theme.color.button.primary.default.background)"
            ]
        ),
        (
            "a bad placement", board("\"imagePlacement\": \"left\""),
            [
                "test.json: buttons[0].configuration.imagePlacement: \"left\" is not one of leading, trailing, top, bottom"
            ]
        ),
        (
            "a bad corner style", board("\"cornerStyle\": \"round\""),
            [
                "test.json: buttons[0].configuration.cornerStyle: \"round\" is not one of fixed, dynamic, small, medium, large, capsule"
            ]
        ),
        (
            "a bad size", board("\"buttonSize\": \"huge\""),
            ["test.json: buttons[0].configuration.buttonSize: \"huge\" is not one of mini, small, medium, large"]
        ),
        (
            "a non-boolean indicator", board("\"showsActivityIndicator\": 1"),
            ["test.json: buttons[0].configuration.showsActivityIndicator: expected true or false, found a number"]
        ),
        (
            "updates that are not an object", board("\"updates\": []"),
            [
                "test.json: buttons[0].configuration.updates: expected an object from state keys to configuration patches, found an array"
            ]
        ),
        (
            "an update for an unknown state", board("\"updates\": {\"pressed\": {\"title\": \"A\"}}"),
            [
                "test.json: buttons[0].configuration.updates.pressed: unknown state \"pressed\" in \"pressed\" (use normal, highlighted, disabled, selected, focused, joined by '|', or a raw value such as 0x4)"
            ]
        ),
        (
            "updates inside an update", board("\"updates\": {\"selected|highlighted\": {\"updates\": {}}}"),
            [
                "test.json: buttons[0].configuration.updates.\"selected|highlighted\".updates: unknown key \"updates\" (known: style, baseBackgroundColor, baseForegroundColor, title, subtitle, image, imagePlacement, cornerStyle, buttonSize, showsActivityIndicator)"
            ]
        ),
        (
            "an update's bad style", board("\"updates\": {\"highlighted\": {\"style\": \"neon\"}}"),
            [
                "test.json: buttons[0].configuration.updates.highlighted.style: \"neon\" is not one of plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent"
            ]
        ),
    ]

    @Test(arguments: cases)
    func errorMessage(name: String, json: String, expected: [String]) {
        #expect(LoaderMessageTests.lines(json) == expected, "\(name)")
    }

    @Test func aCustomStateNamesAnUpdate() throws {
        let json = Self.board(
            "\"updates\": {\"loading\": {\"showsActivityIndicator\": true}}",
            extra: "\"states\": {\"loading\": {\"bit\": 16, \"holds\": [\"disabled\"]}}, ")
        let board = try BuiltInFixture.board(json: json, reservedKeys: LoaderMessageTests.reserved).get().board
        let update = try #require(board.buttons.first?.configuration?.updates.first)
        #expect(update.key == "loading")
        #expect(update.state == ControlState(rawValue: 0x10002))
        #expect(update.value.showsActivityIndicator == true)
    }

    @Test func anAliasReadsAsItsStyle() throws {
        let json = Self.board("\"style\": \"borderedTinted\"")
        let board = try BuiltInFixture.board(json: json, reservedKeys: LoaderMessageTests.reserved).get().board
        #expect(board.buttons.first?.configuration?.style == .tinted)
    }
}
