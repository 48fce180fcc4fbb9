import ArgumentParser
import ButtonKit
import Headless

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

    /// Every environment asked for, the first axis varying slowest (the standard one when
    /// no option is given), with the grid's columns: one row per value of the first axis,
    /// the other axes' combinations across (one axis: a single row).
    var grid: EnvironmentGrid {
        let choices = (try? choices()) ?? []
        let columns =
            choices.count > 1
            ? choices.dropFirst().reduce(1) { $0 * $1.values.count } : choices.first?.values.count ?? 1
        return EnvironmentGrid(
            environments: DisplayEnvironment.permutations(choices), columns: columns, isNamed: !choices.isEmpty)
    }
}
