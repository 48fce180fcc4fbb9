// The part of scripts/verify-export's driver that is the same for every exported class: reaching
// each reviewed state as an app reaches it and printing what the class shows. The script writes
// one small file per class beside this one (its steps, states and environments) and builds them
// with the classes against the UIKit model (Tests/ExportTests/UIKitModel).
import Synchronization
import UIKit

/// A clock that moves only when told, for a class's design timers (`clock`): the driver fires
/// the next one at once instead of waiting for it. A class's timer sleeps off the main actor
/// (`Clock.sleep` is not isolated), so the clock also says whether a timer waits and whether a
/// timer it woke is still on its way back: the driver waits for both, within a bound.
final class ManualClock: Clock, Sendable {
    /// A point on the clock: the time since it started.
    struct Instant: InstantProtocol {
        /// The time since the clock started.
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let wake: CheckedContinuation<Bool, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        /// Sleepers woken by `fireNext` whose `sleep` has not returned yet.
        var waking = 0
    }

    private let state = Mutex(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    /// Whether a timer waits on the clock (a cancelled one leaves).
    var hasSleepers: Bool { state.withLock { !$0.sleepers.isEmpty } }
    /// Whether a timer `fireNext` woke has not yet returned from its sleep.
    var isWaking: Bool { state.withLock { $0.waking > 0 } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        // Resumed with true by `fireNext`, false when already due.
        let woken = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Bool, any Error>) in
                let due = state.withLock { state -> Bool in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, wake: wake))
                    return false
                }
                if due { wake.resume(returning: false) }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.wake.resume(throwing: CancellationError())
        }
        if woken { state.withLock { $0.waking = max(0, $0.waking - 1) } }
        try Task.checkCancellation()
    }

    /// Moves to the earliest deadline and wakes what is due then; false when nothing sleeps.
    @discardableResult
    func fireNext() -> Bool {
        let due = state.withLock { state -> [Sleeper] in
            guard let next = state.sleepers.map(\.deadline).min() else { return [] }
            state.now = max(state.now, next)
            let due = state.sleepers.filter { $0.deadline <= next }
            state.sleepers.removeAll { $0.deadline <= next }
            state.waking += due.count
            return due
        }
        for sleeper in due { sleeper.wake.resume(returning: true) }
        return !due.isEmpty
    }
}

/// One state the review lists and the ways code can put a fresh button in it.
struct Target<Button: UIButton> {
    /// The Mode case the state is in (`-` for a button without a machine).
    let mode: String
    /// UIKit's raw state value, custom bits included.
    let raw: UInt
    /// The title the review shows in it.
    let title: String
    /// The image beside the title in it, by the class's name for it (an SF Symbol's or an asset's),
    /// `""` for none; `nil` where the class does not say which image a button file character is.
    /// A state's image is the last one its machine set, so it tells histories apart.
    let image: String?
    /// Sets each flag that differs from the state's, as app code would (`nil`: it cannot).
    let setFlags: (@MainActor (Button) -> Void)?
    /// Puts the button in the state with `restore(...)` alone (`nil`: it cannot).
    let restore: (@MainActor (Button) -> Void)?
    /// `restore(...)` with what an app saves (not `disabled`, which the state's entry sets).
    let restoreSaved: (@MainActor (Button) -> Void)?
}

/// Drives one exported class through its reviewed states and prints `BUTTON STATE ENV FIELD VALUE`
/// lines, tab-separated, values escaped.
@MainActor
struct Verification<Button: UIButton> {
    /// The button's id, first on every line.
    let id: String
    /// A fresh button, its timers on `clock` where it has any.
    let make: @MainActor (ManualClock) -> Button
    /// What an app can do to the button: tap it, report outcomes, call its events, let its next
    /// timer fire.
    let steps: [(name: String, run: @MainActor (Button, ManualClock) -> Void)]
    /// The Mode case of the machine's state, `-` without a machine.
    let mode: @MainActor (Button) -> String

    /// Reaches every target: the shortest path of steps to its machine state after which, with the
    /// flags then set as code would, it shows the reviewed title and image (a machine state can show
    /// another title or image after another history); else `restore(...)`, after the shortest path
    /// that leaves the reviewed image where the class names it (the review takes a guard on a
    /// counter either way, so it can show an image in a state that no sequence of taps and events
    /// reaches with it); else the shortest path to its machine state.
    /// Then, in each environment (a trait change after the state is set), prints what it shows;
    /// in the first environment also where a tap leads and whether `restore` with what an app
    /// saves shows what the steps showed.
    func run(_ targets: [Target<Button>], environments: [@MainActor (Button) -> Void]) async {
        let explored = await explore()
        let reached = explored.paths
        for (index, target) in targets.enumerated() {
            var how = "restore"
            var path: [Int] = []
            var matched = false
            let candidates = Set(reached.filter { $0.key.hasPrefix(target.mode + " ") }.values).sorted {
                $0.count < $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1))
            }
            if let setFlags = target.setFlags {
                for candidate in candidates.prefix(12) {
                    let button = await replay(candidate)
                    let direct = button.state.rawValue == target.raw
                    setFlags(button)
                    matched =
                        button.modelShown()["title"] == target.title
                        && (target.image == nil || Self.imageName(button) == target.image)
                    if how == "restore" || matched {
                        how = direct ? "steps" : "steps+flags"
                        path = candidate
                        if matched { break }
                    }
                }
            }
            if !matched, target.restore != nil, let image = target.image {
                path = explored.images[image] ?? []
                how = path.isEmpty ? "restore" : "steps+restore"
            }
            if how.hasSuffix("restore") && target.restore == nil { continue }
            for (environmentIndex, putInEnvironment) in environments.enumerated() {
                let button = await replay(path)
                if how.hasSuffix("restore") { target.restore?(button) } else { target.setFlags?(button) }
                _ = button.modelShown()
                putInEnvironment(button)
                var fields = button.modelShown().fields
                let steps = path.map { self.steps[$0].name }.joined(separator: ",")
                fields.append(("reached-by", how + (path.isEmpty ? "" : " " + steps)))
                if environmentIndex == 0 {
                    if how == "steps", !path.isEmpty, let restoreSaved = target.restoreSaved {
                        fields.append(("restore", await restored(path, restoreSaved)))
                    }
                    fields.append(("tap", await tapOutcome(button)))
                }
                for field in fields {
                    print("\(id)\t\(index)\t\(environmentIndex)\t\(field.name)\t\(Self.escaped(field.value))")
                }
            }
        }
    }

    /// The name of the image the button shows beside its title (its configuration's, else its
    /// current image's), `""` for none.
    static func imageName(_ button: Button) -> String {
        (button.configuration?.image ?? button.currentImage)?.name ?? ""
    }

    /// State restoration: `restore(mode:...)` with what an app saves against the steps' result.
    /// An image an earlier state left (UIKit keeps a button's image until code sets another) is
    /// not saved: where the restored button shows none, the image and what it moves are left out.
    private func restored(_ path: [Int], _ restoreSaved: @MainActor (Button) -> Void) async -> String {
        let restored = make(ManualClock())
        restoreSaved(restored)
        let steppedButton = await replay(path)
        let stepped = steppedButton.modelShown().fields
        let leftOver = Self.imageName(restored).isEmpty && !Self.imageName(steppedButton).isEmpty
        let moved: Set<String> = ["lead", "leadX", "leadY", "titleX", "titleY", "width", "height", "titleLines"]
        let differences = zip(stepped, restored.modelShown().fields).filter {
            $0.0.value != $0.1.value && !(leftOver && moved.contains($0.0.name))
        }
        return differences.isEmpty ? "same" : differences.map { "\($0.0.name) \($0.1.value)" }.joined(separator: ", ")
    }

    /// Where a tap leads: `MODE RAW`, or `none` when the button is disabled.
    private func tapOutcome(_ button: Button) async -> String {
        guard button.isEnabled else { return "none" }
        button.modelTap()
        await settle(ManualClock(), patience: .zero)
        return "\(mode(button)) \(button.state.rawValue)"
    }

    /// Lets anything queued on the main actor run, and a timer the clock woke come back (within
    /// `patience`: it returns from its sleep on another thread).
    private func settle(_ clock: ManualClock, patience: Duration) async {
        for _ in 0..<20 { await Task.yield() }
        let deadline = ContinuousClock.now + patience
        var waited = false
        while clock.isWaking && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .microseconds(200))
            waited = true
        }
        if waited { for _ in 0..<20 { await Task.yield() } }
    }

    /// A fresh button after `path`'s steps. Before a timer fires, the timer the last step started
    /// is given up to `patience` to reach the clock (it sleeps on another thread): a long wait
    /// when reaching a state, a short one while exploring, where most timer steps find none.
    private func replay(_ path: [Int], patience: Duration = .seconds(1)) async -> Button {
        let clock = ManualClock()
        let button = make(clock)
        for step in path {
            if steps[step].name == "timer" {
                let deadline = ContinuousClock.now + patience
                while !clock.hasSleepers && ContinuousClock.now < deadline {
                    try? await Task.sleep(for: .microseconds(200))
                }
            }
            steps[step].run(button, clock)
            await settle(clock, patience: patience)
        }
        return button
    }

    /// Breadth first over the steps from a fresh button: the shortest path to each machine state
    /// and raw state, and to each with another normal title or image (at most 6 steps, 600 paths);
    /// and the shortest path that leaves each image.
    private func explore() async -> (paths: [String: [Int]], images: [String: [Int]]) {
        var reached: [String: [Int]] = [:]
        var images: [String: [Int]] = [:]
        var queue: [[Int]] = [[]]
        var tried = 0
        while !queue.isEmpty && tried < 600 {
            let path = queue.removeFirst()
            tried += 1
            let button = await replay(path, patience: .milliseconds(5))
            let key = "\(mode(button)) \(button.state.rawValue)"
            let image = Self.imageName(button)
            let titled = key + " " + (button.title(for: .normal) ?? "") + " " + image
            guard reached[titled] == nil else { continue }
            reached[titled] = path
            if reached[key] == nil { reached[key] = path }
            if images[image] == nil { images[image] = path }
            if path.count < 6 {
                for step in steps.indices { queue.append(path + [step]) }
            }
        }
        return (reached, images)
    }

    /// A value on one line: backslash, newline and tab escaped.
    static func escaped(_ text: String) -> String {
        var line = ""
        for character in text {
            switch character {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\t": line += "\\t"
            default: line.append(character)
            }
        }
        return line
    }
}
