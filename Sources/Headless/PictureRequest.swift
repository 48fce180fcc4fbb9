import Rendering

/// The screens a picture command draws from and how: the board in each theme asked for,
/// the environments, the look and the device scale.
public struct PictureRequest {
    /// One fresh screen per theme, in the standard environment.
    public var screens: [ScreenModel]
    /// The environments.
    public var grid: EnvironmentGrid
    /// Terminal cells or the phone's points.
    public var look: PictureLook
    /// Pixels per point of a device picture.
    public var scale: Int

    /// A request.
    /// - Parameters:
    ///   - screens: One fresh screen per theme.
    ///   - grid: The environments.
    ///   - look: Terminal cells or the phone's points.
    ///   - scale: Pixels per point of a device picture.
    public init(screens: [ScreenModel], grid: EnvironmentGrid, look: PictureLook, scale: Int) {
        self.screens = screens
        self.grid = grid
        self.look = look
        self.scale = scale
    }

    /// Every screen in every environment, environments first.
    public var models: [ScreenModel] { grid.models(screens) }

    /// Pictures per row in a device grid: the environment grid's columns times the themes.
    public var columns: Int { grid.columns * screens.count }
}
