import ButtonKit
import Canvas
import Rendering

/// The environments a picture is drawn in: one, or a grid of them (`--permute`, comma
/// lists), the first axis varying slowest.
public struct EnvironmentGrid: Sendable {
    /// Every environment, in grid order; the standard one when none was asked for.
    public var environments: [DisplayEnvironment]
    /// Pictures per row: the other axes' combinations (one axis: its values).
    public var columns: Int
    /// Whether an environment option was given, so terminal pictures get headings.
    public var isNamed: Bool

    /// A grid.
    /// - Parameters:
    ///   - environments: Every environment, in grid order.
    ///   - columns: Pictures per row.
    ///   - isNamed: Whether an environment option was given.
    public init(environments: [DisplayEnvironment], columns: Int, isNamed: Bool) {
        self.environments = environments
        self.columns = columns
        self.isNamed = isNamed
    }

    /// The standard environment alone, no headings.
    public static let standard = EnvironmentGrid(environments: [.standard], columns: 1, isNamed: false)

    /// One model per environment and base model, environments first (a grid's cells in
    /// order), each theme replaced by its counterpart for the environment.
    /// - Parameter bases: The models in the standard environment.
    public func models(_ bases: [ScreenModel]) -> [ScreenModel] {
        environments.flatMap { chosen in
            bases.map { base in
                var model = base
                model.setEnvironment(chosen, base: base.theme)
                return model
            }
        }
    }

    /// Terminal pictures of each model, stacked under headings naming its environment (no
    /// heading when no environment option was given).
    /// - Parameters:
    ///   - models: ``models(_:)``.
    ///   - draw: The picture of one model, already adapted to its environment.
    public func stackedFrames(_ models: [ScreenModel], _ draw: (ScreenModel) throws -> Frame) rethrows -> Frame {
        let pictures = try models.map { model in
            let adapted = EnvironmentPictures.terminalModel(model)
            let heading = isNamed ? EnvironmentPictures.heading(model) : ""
            return (heading: heading, frame: try draw(adapted))
        }
        return EnvironmentPictures.stacked(pictures)
    }
}
