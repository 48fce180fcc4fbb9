//
//  FollowButtonTests.swift
//
//  Made by `button-sim export swift --button follow`: the states and transitions reviewed
//  in the simulator, as the shipped FollowButton must show them. Titles are checked in the
//  development language (en); colours in light mode, and through
//  the traits in dark mode and with Increase Contrast.
//

import Synchronization
import Testing
import UIKit
@testable import App

/// The reviewed contract of `FollowButton`.
@MainActor
struct FollowButtonTests {
    /// One reviewed state: how code puts the button there, and what it shows there.
    struct Reviewed: Sendable, CustomTestStringConvertible {
        /// The state, as the review names it.
        let name: String
        /// Puts a fresh button in the state, as code would.
        let restore: @MainActor @Sendable (FollowButton) -> Void
        /// The title in the development language; `nil` where it shows a counter.
        let title: String?
        /// The title and background colours in light mode, `0xRRGGBB`; `nil`: transparent.
        let titleColor: UInt32?
        let background: UInt32?
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
            states.append(Reviewed(name: "idle · normal", restore: { $0.restore(mode: .idle) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · highlighted", restore: { $0.restore(mode: .idle, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · disabled", restore: { $0.restore(mode: .idle, isEnabled: false) }, title: "Follow", titleColor: 0x8C8C94, background: 0xE4E4E8, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · loading", restore: { $0.restore(mode: .requesting) }, title: "", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Follow", accessibilityValue: "Loading"))
            return states
        }
    }

    /// Each reviewed state (the machine's flow x the review set) shows what was reviewed.
    @Test(arguments: Reviewed.states)
    func reviewedState(_ reviewed: Reviewed) {
        let button = FollowButton(frame: .zero)
        reviewed.restore(button)
        if let title = reviewed.title { #expect((button.currentTitle ?? "") == title) }
        #expect(Self.rgb(button.currentTitleColor) == reviewed.titleColor)
        #expect(button.backgroundColor.flatMap { Self.rgb($0) } == reviewed.background)
        #expect(button.isEnabled == reviewed.isEnabled)
        if let label = reviewed.accessibilityLabel { #expect(button.accessibilityLabel == label) }
        #expect(button.accessibilityValue == reviewed.accessibilityValue)
    }

    /// A tap moves the machine at once (so an outcome reported inside the app's own action is not
    /// lost), and each outcome the app reports moves it on.
    @Test
    func tapThenEachOutcome() {
        do {  // idle -> tap -> requesting -> finishStep(isSelected: true) -> idle
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle)
            button.sendActions(for: .primaryActionTriggered)
            #expect(button.mode == .requesting)
            #expect(button.isEnabled == false)
            button.finishStep(isSelected: true)
            #expect(button.mode == .idle)
            #expect(button.isSelected == true)
        }
        do {  // idle -> tap -> requesting -> stepFailed() -> idle
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle)
            button.sendActions(for: .primaryActionTriggered)
            #expect(button.mode == .requesting)
            #expect(button.isEnabled == false)
            button.stepFailed()
            #expect(button.mode == .idle)
            #expect(button.isSelected == false)
        }
    }

    /// Every unguarded transition of the machine (taps, events and the end of a step) reaches its target.
    @Test
    func transitions() {
        do {
            let button = FollowButton(frame: .zero)
            button.enter(.idle)
            button.handle(.tap)
            #expect(button.mode == .requesting)
        }
        do {
            let button = FollowButton(frame: .zero)
            button.enter(.requesting)
            button.finishStep(isSelected: !button.isSelected)
            #expect(button.mode == .idle)
        }
    }

    /// Timers run on the clock the button is given: each fires at its delay, not a millisecond
    /// before, and moves the machine on (`stepDelay` runs a step on a timer, as in a demo).
    @available(iOS 18.0, *)
    @Test
    func timersRunOnTheGivenClock() async {
        do {  // requesting -> after the step delay -> idle
            let clock = ManualClock()
            let button = FollowButton(frame: .zero)
            button.clock = clock
            button.stepDelay = .milliseconds(1000)
            button.restore(mode: .requesting)
            await settle { clock.sleepers > 0 }
            #expect(clock.advance(by: .milliseconds(999)) == 0)
            #expect(button.mode == .requesting)
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

    /// Dark mode and Increase Contrast: the colours resolve through the traits to the theme's counterparts.
    @Test
    func darkModeAndIncreaseContrastResolveThroughTraits() {
        let button = FollowButton(frame: .zero)
        button.restore(mode: .idle)
        do {
            let traits = UITraitCollection(userInterfaceStyle: .dark)
            #expect(Self.rgb(button.currentTitleColor, in: traits) == 0x0B1526)
            #expect(button.backgroundColor.flatMap { Self.rgb($0, in: traits) } == 0x5A9CF8)
        }
        do {
            let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high)])
            #expect(Self.rgb(button.currentTitleColor, in: traits) == 0xFFFFFF)
            #expect(button.backgroundColor.flatMap { Self.rgb($0, in: traits) } == 0x0040DD)
        }
        do {
            let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high)])
            #expect(Self.rgb(button.currentTitleColor, in: traits) == 0x000000)
            #expect(button.backgroundColor.flatMap { Self.rgb($0, in: traits) } == 0xFFD60A)
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
// button-sim export stamp 3ac18246c61b7af7 (edit this file and `export swift` keeps it unless --force)
