import ButtonKit

/// The exported tests' timers: each state's first timer (a design timer, or `after: step` run by
/// `stepDelay`) fires on a clock the test gives the button and moves, never before its delay,
/// and takes the machine where the review's does.
extension TestWriter {
    /// One timer a test can run: the state it starts in, its delay, where it leads, and whether
    /// it is the step (run only when `stepDelay` is set).
    private struct Timer {
        var state: String
        var milliseconds: Int
        var target: String
        var isStep: Bool
    }

    /// The earliest timer of each state whose transition ships without a guard, in the
    /// machine's order.
    private var shippedTimers: [Timer] {
        guard let machine = writer.definition.machine else { return [] }
        let byName = Dictionary(machine.states.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let step = Int(writer.milliseconds(writer.stepDelay))
        var found: [Timer] = []
        for state in machine.states {
            let delays = writer.shippedDelays(state)
            let all = delays.step.map { ($0.1, true) } + delays.timers.map { ($0.1, false) }
            let timed = all.map { delayed, isStep in
                (delayed, isStep, isStep ? step : Int(writer.milliseconds(delayed.delay.duration(step: .zero))))
            }
            // The earliest fires first; a tie is not a test a reader can follow.
            guard let earliest = timed.min(by: { $0.2 < $1.2 }), timed.filter({ $0.2 == earliest.2 }).count == 1,
                let transition = ButtonClassWriter.shipped(earliest.0.candidates).first,
                transition.guardCondition == nil, let target = transition.target,
                byName[target]?.always.isEmpty == true, earliest.2 > 0
            else { continue }
            found.append(Timer(state: state.name, milliseconds: earliest.2, target: target, isStep: earliest.1))
        }
        return found
    }

    /// Whether the suite has a timer test (and so its `ManualClock`).
    var hasTimerTests: Bool { !shippedTimers.isEmpty }

    /// `timersRunOnTheGivenClock()`: from each state with a timer, nothing happens a millisecond
    /// before its delay, and at its delay the machine is where the timer leads.
    func timers(_ out: inout SwiftSource) {
        let timers = shippedTimers
        guard !timers.isEmpty else { return }
        let name = writer.className
        out.line()
        out.doc(
            """
            Timers run on the clock the button is given: each fires at its delay, not a millisecond
            before, and moves the machine on (`stepDelay` runs a step on a timer, as in a demo).
            """)
        out.line("@available(iOS 18.0, *)")
        out.line("@Test")
        out.block("func timersRunOnTheGivenClock() async") { body in
            for timer in timers {
                let from = writer.modeCase(timer.state)
                let delay = timer.isStep ? "the step delay" : "\(timer.milliseconds) ms"
                body.line(
                    "do {  // \(SwiftNames.comment(timer.state)) -> after \(delay) -> \(SwiftNames.comment(timer.target))"
                )
                var lines = [
                    "let clock = ManualClock()", "let button = \(name)(frame: .zero)", "button.clock = clock",
                ]
                if timer.isStep { lines.append("button.stepDelay = .milliseconds(\(timer.milliseconds))") }
                lines += ["button.restore(mode: .\(from))", "await settle { clock.sleepers > 0 }"]
                if timer.milliseconds > 1 {
                    lines += [
                        "#expect(clock.advance(by: .milliseconds(\(timer.milliseconds - 1))) == 0)",
                        "#expect(button.mode == .\(from))",
                    ]
                }
                let target = writer.modeCase(timer.target)
                lines += [
                    "#expect(clock.advance(by: .milliseconds(1)) > 0)", "await settle { button.mode == .\(target) }",
                    "#expect(button.mode == .\(target))",
                ]
                for line in lines { body.line("    " + line) }
                body.line("}")
            }
        }
        out.line()
        out.doc(
            """
            Lets the main actor run (a timer's task wakes on another thread, then comes back to it)
            until `done` holds, for at most 100 000 turns.
            """)
        out.block("private func settle(until done: () -> Bool) async") { body in
            body.line("var turns = 0")
            body.block("while !done(), turns < 100_000") { loop in
                loop.line("await Task.yield()")
                loop.line("turns += 1")
            }
        }
    }

    /// `ManualClock`, after the suite: a clock that moves only when the test moves it.
    func manualClock(_ out: inout SwiftSource) {
        guard !shippedTimers.isEmpty else { return }
        out.line()
        out.doc("A clock that moves only when a test moves it, so the button's timers fire at once and in order.")
        out.line("@available(iOS 18.0, *)")
        out.block("private final class ManualClock: Clock, Sendable") { body in
            body.doc("A point on the clock: the time since it started.")
            body.block("struct Instant: InstantProtocol") { instant in
                instant.line("var offset: Duration")
                instant.line("func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }")
                instant.line("func duration(to other: Instant) -> Duration { other.offset - offset }")
                instant.line("static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }")
            }
            body.line()
            body.block("private struct Sleeper") { sleeper in
                sleeper.line("let id: Int")
                sleeper.line("let deadline: Instant")
                sleeper.line("let wake: CheckedContinuation<Void, any Error>")
            }
            body.line()
            body.line(
                "private let state = Mutex<(now: Instant, sleepers: [Sleeper], nextID: Int)>((Instant(offset: .zero), [], 0))"
            )
            body.line()
            body.line("var now: Instant { state.withLock { $0.now } }")
            body.line("var minimumResolution: Duration { .zero }")
            body.doc("How many timers wait on the clock.")
            body.line("var sleepers: Int { state.withLock { $0.sleepers.count } }")
            body.line()
            body.doc("Waits until the test moves the clock to `deadline`; a cancelled timer stops waiting.")
            body.block("func sleep(until deadline: Instant, tolerance: Duration?) async throws") { sleep in
                sleep.line("let id = state.withLock { state in")
                sleep.line("    state.nextID += 1")
                sleep.line("    return state.nextID")
                sleep.line("}")
                for line in [
                    "try await withTaskCancellationHandler {",
                    "    try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in",
                    "        let due = state.withLock { state -> Bool in",
                    "            if deadline <= state.now { return true }",
                    "            state.sleepers.append(Sleeper(id: id, deadline: deadline, wake: wake))",
                    "            return false",
                    "        }",
                    "        if due { wake.resume() }",
                    "    }",
                    "} onCancel: {",
                    "    let sleeper = state.withLock { state -> Sleeper? in",
                    "        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }",
                    "        return state.sleepers.remove(at: index)",
                    "    }",
                    "    sleeper?.wake.resume(throwing: CancellationError())",
                    "}",
                ] {
                    sleep.line(line)
                }
            }
            body.line()
            body.doc("Moves the time on by `duration` and wakes the timers due by then; returns how many woke.")
            body.line("@discardableResult")
            body.block("func advance(by duration: Duration) -> Int") { advance in
                advance.line("let due = state.withLock { state -> [Sleeper] in")
                advance.line("    state.now = state.now.advanced(by: duration)")
                advance.line("    let now = state.now")
                advance.line("    let due = state.sleepers.filter { $0.deadline <= now }")
                advance.line("    state.sleepers.removeAll { $0.deadline <= now }")
                advance.line("    return due")
                advance.line("}")
                advance.line("for sleeper in due { sleeper.wake.resume() }")
                advance.line("return due.count")
            }
        }
    }
}
