/// What the screen, laid out for the state as it is now, says about a key: worked out by
/// the program loop from the layout it draws (the reducer never asks the renderer) and
/// sent with the key in ``AppAction/keyPressed(_:_:)``.
public struct ScreenFacts: Hashable, Sendable {
    /// Whether the main screen fits the terminal (else the too-small screen shows and only
    /// quitting works).
    public var fits: Bool
    /// How far along the board the nearest button in the row above the target is (0 when
    /// there is no row above, or the key moves no row).
    public var stepUp: Int
    /// How far along the board the nearest button in the row below the target is (0 when
    /// there is no row below, or the key moves no row).
    public var stepDown: Int
    /// How many pages the open help or gallery overlay has in the area it is drawn in;
    /// `nil` when neither is open, or the key turns none of its pages.
    public var overlayPageCount: Int?

    /// Creates facts.
    /// - Parameters:
    ///   - fits: Whether the main screen fits.
    ///   - stepUp: The step to the nearest button in the row above.
    ///   - stepDown: The step to the nearest button in the row below.
    ///   - overlayPageCount: The open help or gallery overlay's pages.
    public init(fits: Bool, stepUp: Int = 0, stepDown: Int = 0, overlayPageCount: Int? = nil) {
        self.fits = fits
        self.stepUp = stepUp
        self.stepDown = stepDown
        self.overlayPageCount = overlayPageCount
    }

    /// The step to the nearest button in the row `step` rows away (-1 above, 1 below).
    func rowStep(_ step: Int) -> Int { step < 0 ? stepUp : stepDown }
}
