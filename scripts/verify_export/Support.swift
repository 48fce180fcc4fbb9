// The part of scripts/verify-export's driver that is the same for every exported class: reaching
// each reviewed state as an app reaches it and printing what the class shows. The script writes
// one small file per class beside this one (its steps, states and environments) and builds them
// with the classes against the UIKit model (Tests/ExportTests/UIKitModel).
import Synchronization
import UIKit

/// A clock that moves only when told, for a class's design timers (`clock`): the driver fires
/// the next one at once instead of waiting for it.
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
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private let state = Mutex<(now: Instant, sleepers: [Sleeper])>((Instant(offset: .zero), []))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
            let due = state.withLock { state -> Bool in
                if deadline <= state.now { return true }
                state.sleepers.append(Sleeper(deadline: deadline, wake: wake))
                return false
            }
            if due { wake.resume() }
        }
    }

    /// Moves to the earliest deadline and wakes what is due then; false when nothing sleeps.
    @discardableResult
    func fireNext() -> Bool {
        let due = state.withLock { state -> [Sleeper] in
            guard let next = state.sleepers.map(\.deadline).min() else { return [] }
            state.now = max(state.now, next)
            let due = state.sleepers.filter { $0.deadline <= next }
            state.sleepers.removeAll { $0.deadline <= next }
            return due
        }
        for sleeper in due { sleeper.wake.resume() }
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
    /// flags then set as code would, it shows the reviewed title (a machine state can show another
    /// title after another history); else the shortest to its machine state; else `restore(...)`.
    /// Then, in each environment (a trait change after the state is set), prints what it shows;
    /// in the first environment also where a tap leads and whether `restore` with what an app
    /// saves shows what the steps showed.
    func run(_ targets: [Target<Button>], environments: [@MainActor (Button) -> Void]) async {
        let reached = await explore()
        for (index, target) in targets.enumerated() {
            var how = "restore"
            var path: [Int] = []
            let candidates = Set(reached.filter { $0.key.hasPrefix(target.mode + " ") }.values).sorted {
                $0.count < $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1))
            }
            if let setFlags = target.setFlags {
                for candidate in candidates.prefix(12) {
                    let button = await replay(candidate)
                    let direct = button.state.rawValue == target.raw
                    setFlags(button)
                    let matches = button.modelShown()["title"] == target.title
                    if how == "restore" || matches {
                        how = direct ? "steps" : "steps+flags"
                        path = candidate
                        if matches { break }
                    }
                }
            }
            if how == "restore" && target.restore == nil { continue }
            for (environmentIndex, putInEnvironment) in environments.enumerated() {
                let button = await replay(path)
                if how == "restore" { target.restore?(button) } else { target.setFlags?(button) }
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

    /// State restoration: `restore(mode:...)` with what an app saves against the steps' result.
    private func restored(_ path: [Int], _ restoreSaved: @MainActor (Button) -> Void) async -> String {
        let restored = make(ManualClock())
        restoreSaved(restored)
        let stepped = await replay(path).modelShown().fields
        let differences = zip(stepped, restored.modelShown().fields).filter { $0.0.value != $0.1.value }
        return differences.isEmpty ? "same" : differences.map { "\($0.0.name) \($0.1.value)" }.joined(separator: ", ")
    }

    /// Where a tap leads: `MODE RAW`, or `none` when the button is disabled.
    private func tapOutcome(_ button: Button) async -> String {
        guard button.isEnabled else { return "none" }
        button.modelTap()
        await settle()
        return "\(mode(button)) \(button.state.rawValue)"
    }

    /// Lets anything queued on the main actor run.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    /// A fresh button after `path`'s steps.
    private func replay(_ path: [Int]) async -> Button {
        let clock = ManualClock()
        let button = make(clock)
        for step in path {
            steps[step].run(button, clock)
            await settle()
        }
        return button
    }

    /// Breadth first over the steps from a fresh button: the shortest path to each machine state
    /// and raw state, and to each with another normal title (at most 6 steps, 600 paths).
    private func explore() async -> [String: [Int]] {
        var reached: [String: [Int]] = [:]
        var queue: [[Int]] = [[]]
        var tried = 0
        while !queue.isEmpty && tried < 600 {
            let path = queue.removeFirst()
            tried += 1
            let button = await replay(path)
            let key = "\(mode(button)) \(button.state.rawValue)"
            let titled = key + " " + (button.title(for: .normal) ?? "")
            guard reached[titled] == nil else { continue }
            reached[titled] = path
            if reached[key] == nil { reached[key] = path }
            if path.count < 6 {
                for step in steps.indices { queue.append(path + [step]) }
            }
        }
        return reached
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
