import ArgumentParser
import ButtonKit

/// One value (or a comma list) per environment axis: `run` takes these alone, the picture
/// commands with `--permute` too (``EnvironmentOptions``).
struct EnvironmentSettingOptions: ParsableArguments {
    @Option(
        name: .customLong("content-size"), help: "Text size: xs s m l xl xxl xxxl ax1 ... ax5 (default l).",
        completion: .list(EnvironmentAxis.contentSize.values))
    var contentSize: String?

    @Option(
        help: "light or dark (the theme's dark counterpart).", completion: .list(EnvironmentAxis.appearance.values))
    var appearance: String?

    @Option(
        help: "normal or increased (the theme's increased-contrast counterpart).",
        completion: .list(EnvironmentAxis.contrast.values))
    var contrast: String?

    @Option(
        help: "ltr or rtl: the board and image placement mirrored, titles right to left.",
        completion: .list(EnvironmentAxis.direction.values))
    var direction: String?

    @Option(
        name: .customLong("bold-text"), help: "off or on: titles one weight heavier.", completion: .list(["off", "on"]))
    var boldText: String?

    @Option(
        name: .customLong("button-shapes"),
        help: "off or on: text buttons underlined (an approximation of iOS's Button Shapes).",
        completion: .list(["off", "on"]))
    var buttonShapes: String?

    @Option(
        name: .customLong("container-disabled"),
        help:
            "off or on: a .disabled container around the buttons; SwiftUI's rules only (the button shows and acts disabled), no effect under UIKit's.",
        completion: .list(["off", "on"]))
    var containerDisabled: String?

    /// The axes given, each with its value or values, in axis order.
    var named: [(EnvironmentAxis, String?)] {
        [
            (.contentSize, contentSize), (.appearance, appearance), (.contrast, contrast),
            (.direction, direction), (.boldText, boldText), (.buttonShapes, buttonShapes),
            (.containerDisabled, containerDisabled),
        ]
    }
}
