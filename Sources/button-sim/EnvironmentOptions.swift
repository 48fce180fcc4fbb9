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

    /// The axes given, each with its value or values, in axis order.
    var named: [(EnvironmentAxis, String?)] {
        [
            (.contentSize, contentSize), (.appearance, appearance), (.contrast, contrast),
            (.direction, direction), (.boldText, boldText), (.buttonShapes, buttonShapes),
        ]
    }
}

/// The environment options `render`, `gallery`, `play` and `audit` share: one value per
/// axis, or a comma list (or `--permute axis=v1,v2 ...`) for a grid of environments.
struct EnvironmentOptions: ParsableArguments {
    @OptionGroup var settings: EnvironmentSettingOptions

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "A grid of environments: axis=values items (content-size=l,ax3 appearance=light,dark).",
            valueName: "axis=values"))
    var permute: [String] = []

    func validate() throws {
        _ = try choices()
    }

    /// The axes given, each with its values, in the order given (named options first).
    func choices() throws -> [(axis: EnvironmentAxis, values: [String])] {
        var result: [(axis: EnvironmentAxis, values: [String])] = []
        for (axis, value) in settings.named {
            guard let value else { continue }
            result.append(try parse("\(axis.rawValue)=\(value)", option: nil))
        }
        for item in permute {
            let parsed = try parse(item, option: "--permute")
            if result.contains(where: { $0.axis == parsed.axis }) {
                throw ValidationError("--permute: \(parsed.axis.rawValue) is given twice")
            }
            result.append(parsed)
        }
        return result
    }

    /// `option` names the option in a problem; `nil` for an axis's own option, which the
    /// problem already names (`--content-size: unknown value ...`).
    private func parse(_ item: String, option: String?) throws -> (axis: EnvironmentAxis, values: [String]) {
        switch EnvironmentAxis.parse(item) {
        case .success(let parsed): return parsed
        case .failure(let problem):
            throw ValidationError(option.map { "\($0): \(problem.message)" } ?? "--\(problem.message)")
        }
    }

    /// Every environment asked for, the first axis varying slowest; the standard one when
    /// no option is given.
    func environments() -> [DisplayEnvironment] {
        DisplayEnvironment.permutations((try? choices()) ?? [])
    }

    /// How many columns a grid of ``environments()`` has: one row per value of the first
    /// axis, the other axes' combinations across (one axis: a single row).
    var gridColumns: Int {
        let choices = (try? choices()) ?? []
        guard choices.count > 1 else { return choices.first?.values.count ?? 1 }
        return choices.dropFirst().reduce(1) { $0 * $1.values.count }
    }

    /// Whether any option was given.
    var isSet: Bool { !((try? choices()) ?? []).isEmpty }
}
