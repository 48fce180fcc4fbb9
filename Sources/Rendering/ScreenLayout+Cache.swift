import ButtonKit
import Theming

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScreenLayout {
    /// Everything the layout of the main screen depends on, cheap to compare: the same
    /// inputs give the same layout, so the reducer, which asks before every key whether
    /// the screen fits, works it out again only when one of them changed.
    struct Inputs: Equatable {
        var width: Int
        var height: Int
        var theme: Theme
        var environment: DisplayEnvironment
        var localization: Localization
        var rows: [[ButtonID]]?
        var slots: [ButtonLayoutFacts]
        var targetIndex: Int
        var inspectorRows: Int
        var panelRows: Int
        var status: StatusMessage?
        var notice: Notice?

        init(_ model: ScreenModel, width: Int, height: Int) {
            let simulator = model.simulator
            self.width = width
            self.height = height
            theme = model.theme
            environment = model.environment
            localization = simulator.localization
            rows = simulator.board.rows
            slots = simulator.layoutFacts(withTitles: !model.environment.isStandard)
            targetIndex = simulator.targetIndex
            inspectorRows = InspectorView.fixedRows(model)
            panelRows = ScreenLayout.panelRows(model)
            status = model.status
            notice = model.status == nil ? simulator.notice : nil
        }

        /// Whether `model` at this size has these inputs, compared in place: asked before
        /// every key, it copies nothing.
        /// - Parameter message: Whether the status message and notice count.
        func match(_ model: ScreenModel, width: Int, height: Int, message: Bool = true) -> Bool {
            let simulator = model.simulator
            guard self.width == width, self.height == height, simulator.targetIndex == targetIndex,
                !message || (model.status == status && (model.status == nil ? simulator.notice : nil) == notice),
                model.environment == environment,
                simulator.localization == localization, simulator.board.rows == rows
            else { return false }
            guard simulator.layoutFactsHold(slots, withTitles: !environment.isStandard) else { return false }
            return InspectorView.fixedRows(model) == inspectorRows && ScreenLayout.panelRows(model) == panelRows
                && model.theme == theme
        }
    }

    /// The last two layouts worked out, shared by the copies of a model's state and ignored by
    /// their equality.
    public final class Cache: Hashable, @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        /// The layouts last worked out, the latest first: two, because a status message
        /// that comes and goes switches between the layout with one status row and the
        /// one with two.
        private var recent: [Entry] = []

        private struct Entry {
            var inputs: Inputs
            var layout: ScreenLayout
            var longStatus: Bool
        }

        /// An empty cache.
        public init() { pthread_mutex_init(lock, nil) }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }

        /// The layout of `model` at this size: a kept one when its inputs are unchanged.
        public func layout(_ model: ScreenModel, width: Int, height: Int) -> ScreenLayout {
            let (layout, isFresh) = unfitted(model, width: width, height: height)
            return isFresh ? layout : Self.fitted(layout, model)
        }

        /// Whether the main screen fits at this size (what the reducer asks before every key).
        public func fits(_ model: ScreenModel, width: Int, height: Int) -> Bool {
            unfitted(model, width: width, height: height).layout.fits
        }

        /// One of the last two layouts when its inputs are unchanged (a new message counts as
        /// unchanged while it takes as many status rows), else a fresh one.
        private func unfitted(_ model: ScreenModel, width: Int, height: Int) -> (layout: ScreenLayout, isFresh: Bool) {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            if let latest = recent.first, latest.inputs.match(model, width: width, height: height) {
                return (latest.layout, false)
            }
            // A new message keeps a layout that has as many status rows.
            let longStatus = ScreenLayout.hasLongStatus(model, width: width)
            for index in recent.indices
            where recent[index].longStatus == longStatus
                && recent[index].inputs.match(model, width: width, height: height, message: false)
            {
                var entry = recent.remove(at: index)
                entry.inputs.status = model.status
                entry.inputs.notice = model.status == nil ? model.simulator.notice : nil
                recent.insert(entry, at: 0)
                return (entry.layout, false)
            }
            let inputs = Inputs(model, width: width, height: height)
            let layout = ScreenLayout.compute(model, width: width, height: height)
            recent.insert(Entry(inputs: inputs, layout: layout, longStatus: longStatus), at: 0)
            if recent.count > 2 { recent.removeLast() }
            return (layout, true)
        }

        /// The layout with each `fit` button's box as wide as what it shows now: the one
        /// part of the layout that follows the state without moving anything else.
        private static func fitted(_ layout: ScreenLayout, _ model: ScreenModel) -> ScreenLayout {
            var layout = layout
            for index in layout.slots.indices {
                guard let button = model.simulator[layout.slots[index].id], button.definition.width == .fit else {
                    continue
                }
                layout.slots[index].box.width = ButtonView.drawnWidth(
                    of: button, theme: model.theme, slotWidth: layout.slots[index].slotWidth)
            }
            return layout
        }

        /// Every cache equals every other: it only remembers what its owner would compute.
        public static func == (lhs: Cache, rhs: Cache) -> Bool { true }

        /// Adds nothing to the owner's hash.
        public func hash(into hasher: inout Hasher) {}
    }
}
