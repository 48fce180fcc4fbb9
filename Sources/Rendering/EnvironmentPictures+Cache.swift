import ButtonKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EnvironmentPictures {
    /// The last terminal look worked out (``EnvironmentPictures/terminalModel(_:)``), shared
    /// by the copies of a model's state and ignored by their equality: in an environment
    /// other than the standard one, every frame and every key asks for it, and working it
    /// out lays out every title on the device. A model that differs only in the spinner's
    /// frame gets the kept look with that frame, since the look does not depend on it.
    public final class Cache: Hashable, @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var last: (model: ScreenModel, shown: ScreenModel)?

        /// An empty cache.
        public init() { pthread_mutex_init(lock, nil) }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }

        /// ``EnvironmentPictures/shown(_:)`` of `model`, kept while only the spinner moves.
        /// - Parameter model: The model with its environment set.
        public func shown(_ model: ScreenModel) -> ScreenModel {
            guard !model.environment.isStandard else { return model }
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            let frame = model.simulator.spinnerFrame
            last?.model.simulator.spinnerFrame = frame
            last?.shown.simulator.spinnerFrame = frame
            if let last, last.model == model { return last.shown }
            let shown = terminalModel(model)
            last = (model, shown)
            return shown
        }

        /// Every cache equals every other: it only remembers what its owner would compute.
        public static func == (lhs: Cache, rhs: Cache) -> Bool { true }

        /// Adds nothing to the owner's hash.
        public func hash(into hasher: inout Hasher) {}
    }
}
