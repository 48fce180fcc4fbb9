#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cache a value type can carry: shared by its copies, ignored by equality and hashing,
/// so a theme or a state stays a plain comparable value while answers it gives often
/// (a variant's state table per button) are worked out once. Thread-safe.
struct Memo<Key: Hashable, Value>: Hashable, @unchecked Sendable {
    private final class Storage {
        let lock: UnsafeMutablePointer<pthread_mutex_t>
        var values: [Key: Value] = [:]

        init() {
            lock = .allocate(capacity: 1)
            pthread_mutex_init(lock, nil)
        }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }
    }

    /// The most answers kept; past it the cache starts over, so it cannot grow without end.
    static var capacity: Int { 4096 }
    private let storage = Storage()

    /// An empty cache.
    init() {}

    /// The answer for `key`, made by `make` the first time it is asked.
    /// - Parameters:
    ///   - key: What the answer depends on, besides the value carrying the cache.
    ///   - make: Works the answer out.
    func value(for key: Key, _ make: () -> Value) -> Value {
        pthread_mutex_lock(storage.lock)
        defer { pthread_mutex_unlock(storage.lock) }
        if let known = storage.values[key] { return known }
        let value = make()
        if storage.values.count >= Self.capacity { storage.values.removeAll() }
        storage.values[key] = value
        return value
    }

    /// Every cache equals every other: it only remembers what its owner would answer anyway.
    static func == (lhs: Memo, rhs: Memo) -> Bool { true }

    /// Adds nothing: the owner's hash is its own fields'.
    func hash(into hasher: inout Hasher) {}
}
