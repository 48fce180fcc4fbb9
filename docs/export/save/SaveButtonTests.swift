//
//  SaveButtonTests.swift
//
//  Made by `button-sim export swift --button save`: the states and transitions reviewed
//  in the simulator, as the shipped SaveButton must show them. Titles are checked in the
//  development language (en); colours in light mode, and through
//  the traits in dark mode and with Increase Contrast.
//

import Synchronization
import Testing
import UIKit
@testable import App

/// The reviewed contract of `SaveButton`.
@MainActor
struct SaveButtonTests {
    /// One reviewed state: how code puts the button there, and what it shows there.
    struct Reviewed: Sendable, CustomTestStringConvertible {
        /// The state, as the review names it.
        let name: String
        /// Puts a fresh button in the state, as code would.
        let restore: @MainActor @Sendable (SaveButton) -> Void
        /// The title in the development language; `nil` where it shows a counter.
        let title: String?
        let isEnabled: Bool
        /// What VoiceOver reads as the name, where the review declared it, and after it.
        let accessibilityLabel: String?
        let accessibilityValue: String?
        var testDescription: String { name }

        /// The reviewed states, in the review's order (the flow's first).
        static let states: [Reviewed] = makeStates()

        /// One `append` a row: the type checker takes each on its own (one array literal of closures takes it minutes).
        private static func makeStates() -> [Reviewed] {
            var states: [Reviewed] = []
            states.append(Reviewed(name: "idle · normal", restore: { $0.restore(mode: .idle) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · highlighted", restore: { $0.restore(mode: .idle, isHighlighted: true) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · disabled", restore: { $0.restore(mode: .idle, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · loading", restore: { $0.restore(mode: .saving) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            return states
        }
    }

    /// Each reviewed state (the machine's flow x the review set) shows what was reviewed.
    @Test(arguments: Reviewed.states)
    func reviewedState(_ reviewed: Reviewed) {
        let button = SaveButton(frame: .zero)
        reviewed.restore(button)
        button.updateConfiguration()
        if let title = reviewed.title { #expect((button.configuration?.title ?? "") == title) }
        #expect(button.isEnabled == reviewed.isEnabled)
        if let label = reviewed.accessibilityLabel { #expect(button.accessibilityLabel == label) }
        #expect(button.accessibilityValue == reviewed.accessibilityValue)
    }

    /// A tap moves the machine at once (so an outcome reported inside the app's own action is not
    /// lost), and each outcome the app reports moves it on.
    @Test
    func tapThenEachOutcome() {
        do {  // idle -> tap -> saving -> finishStep() -> idle
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle)
            button.sendActions(for: .primaryActionTriggered)
            #expect(button.mode == .saving)
            #expect(button.isEnabled == false)
            button.finishStep()
            #expect(button.mode == .idle)
        }
    }

    /// Every unguarded transition of the machine (taps, events and the end of a step) reaches its target.
    @Test
    func transitions() {
        do {
            let button = SaveButton(frame: .zero)
            button.enter(.idle)
            button.handle(.tap)
            #expect(button.mode == .saving)
        }
        do {
            let button = SaveButton(frame: .zero)
            button.enter(.saving)
            button.finishStep()
            #expect(button.mode == .idle)
        }
    }

    /// Timers run on the clock the button is given: each fires at its delay, not a millisecond
    /// before, and moves the machine on (`stepDelay` runs a step on a timer, as in a demo).
    @available(iOS 18.0, *)
    @Test
    func timersRunOnTheGivenClock() async {
        do {  // saving -> after the step delay -> idle
            let clock = ManualClock()
            let button = SaveButton(frame: .zero)
            button.clock = clock
            button.stepDelay = .milliseconds(1000)
            button.restore(mode: .saving)
            await settle { clock.sleepers > 0 }
            #expect(clock.advance(by: .milliseconds(999)) == 0)
            #expect(button.mode == .saving)
            #expect(clock.advance(by: .milliseconds(1)) > 0)
            await settle { button.mode == .idle }
            #expect(button.mode == .idle)
        }
    }

    /// Lets the main actor run (a timer's task wakes on another thread, then comes back to it)
    /// until `done` holds, for at most 100 000 turns.
    private func settle(until done: () -> Bool) async {
        var turns = 0
        while !done(), turns < 100_000 {
            await Task.yield()
            turns += 1
        }
    }

    /// `0xRRGGBB` of a colour resolved for `traits` (light mode by default); `nil` for a transparent one.
    private static func rgb(_ color: UIColor, in traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) -> UInt32? {
        let resolved = color.resolvedColor(with: traits)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha), alpha > 0 else { return nil }
        func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}

/// A clock that moves only when a test moves it, so the button's timers fire at once and in order.
@available(iOS 18.0, *)
private final class ManualClock: Clock, Sendable {
    /// A point on the clock: the time since it started.
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private let state = Mutex<(now: Instant, sleepers: [Sleeper], nextID: Int)>((Instant(offset: .zero), [], 0))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    /// How many timers wait on the clock.
    var sleepers: Int { state.withLock { $0.sleepers.count } }

    /// Waits until the test moves the clock to `deadline`; a cancelled timer stops waiting.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let due = state.withLock { state -> Bool in
                    if deadline <= state.now { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, wake: wake))
                    return false
                }
                if due { wake.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.wake.resume(throwing: CancellationError())
        }
    }

    /// Moves the time on by `duration` and wakes the timers due by then; returns how many woke.
    @discardableResult
    func advance(by duration: Duration) -> Int {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.wake.resume() }
        return due.count
    }
}
// button-sim export stamp c35ee42b3269113e (edit this file and `export swift` keeps it unless --force)
