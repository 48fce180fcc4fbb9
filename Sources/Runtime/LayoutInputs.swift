import ButtonKit
import Rendering
import Theming

/// Everything the layout of the main screen depends on, cheap to compare: the same inputs
/// give the same layout, so the loop, which resolves every key and click against the
/// layout, works it out again only when one of them changed.
struct LayoutInputs: Equatable {
    var width: Int
    var height: Int
    var theme: Theme
    var environment: DisplayEnvironment
    var localization: Localization
    var rows: [[ButtonID]]?
    var slots: [ButtonLayoutFacts]
    /// The target, which places a board that scrolls (its row near the middle of the
    /// view); `nil` for a board that does not scroll, whose layout no target moves, so
    /// moving the target along it (Tab) keeps the layout.
    var targetIndex: Int?
    var inspectorRows: Int
    var panelRows: Int
    var status: StatusMessage?
    var notice: Notice?

    /// The inputs of `model`'s layout at a size.
    /// - Parameter scrolls: Whether that layout scrolls the board (only then does the
    ///   target count).
    init(_ model: ScreenModel, width: Int, height: Int, scrolls: Bool) {
        let simulator = model.simulator
        self.width = width
        self.height = height
        theme = model.theme
        environment = model.environment
        localization = simulator.localization
        rows = simulator.board.rows
        slots = simulator.layoutFacts(withTitles: !model.environment.isStandard)
        targetIndex = scrolls ? simulator.targetIndex : nil
        inspectorRows = InspectorView.fixedRows(model)
        panelRows = ScreenLayout.panelRows(model)
        status = model.status
        notice = model.status == nil ? simulator.notice : nil
    }

    /// Whether `model` at this size has these inputs, compared in place: asked before
    /// every key and frame, it copies nothing, and reads only the buttons changed since
    /// the last match (the slots keep the copies they last held for).
    /// - Parameter message: Whether the status message and notice count.
    mutating func match(_ model: ScreenModel, width: Int, height: Int, message: Bool = true) -> Bool {
        let simulator = model.simulator
        guard self.width == width, self.height == height, targetIndex.map({ $0 == simulator.targetIndex }) ?? true,
            !message || messageMatches(model),
            model.environment == environment,
            simulator.localization == localization, simulator.board.rows == rows
        else { return false }
        guard simulator.layoutFactsHold(&slots, withTitles: !environment.isStandard) else { return false }
        return InspectorView.fixedRows(model) == inspectorRows && ScreenLayout.panelRows(model) == panelRows
            && model.theme == theme
    }

    /// Whether `model` shows the status message and notice kept. Compared with `nil` first:
    /// comparing two optional messages copied both, on every key.
    private func messageMatches(_ model: ScreenModel) -> Bool {
        guard model.status == nil else { return notice == nil && status != nil && model.status == status }
        return status == nil && model.simulator.notice == notice
    }
}
