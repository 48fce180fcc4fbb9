import ButtonKit
import Dispatch
import Simulator
import Testing

@testable import Runtime

/// The live scheduler's bookkeeping on a clock the test moves: the test calls `fired()`
/// as the Dispatch source would when the time comes. The source itself is armed an hour
/// ahead of real time, so it never goes off during a test.
@MainActor
@Suite("One Dispatch timer for every pending timer")
struct DispatchTimerSchedulerTests {
    /// Uptime in nanoseconds, moved by the test; an hour ahead of the real one.
    final class TestClock {
        var uptime = DispatchTime.now().uptimeNanoseconds + 3_600_000_000_000

        func advance(by duration: Duration) {
            uptime +=
                UInt64(duration.components.seconds) * 1_000_000_000
                + UInt64(duration.components.attoseconds / 1_000_000_000)
        }
    }

    let time = TestClock()
    let scheduler: DispatchTimerScheduler
    /// What fired, in order.
    var log: [String] { record.entries }
    let record = Record()

    final class Record {
        var entries: [String] = []
    }

    init() {
        let time = self.time
        scheduler = DispatchTimerScheduler(uptime: { time.uptime })
    }

    func schedule(_ name: String, _ id: TimerID, after delay: Duration) {
        let record = self.record
        scheduler.schedule(id, after: delay) { record.entries.append(name) }
    }

    @Test func timersDueTogetherFireAsOneBatchThenOneFrame() {
        defer { scheduler.cancelAll() }
        schedule("c", .after("c", 0), after: .milliseconds(5))
        schedule("a", .after("a", 0), after: .milliseconds(5))
        schedule("b", .after("b", 0), after: .milliseconds(5))
        let record = self.record
        scheduler.scheduleFrame(after: .milliseconds(5)) { record.entries.append("frame") }
        #expect(scheduler.armedFor?.deadline == .milliseconds(5))
        time.advance(by: .milliseconds(5))
        scheduler.fired()
        #expect(log == ["c", "a", "b", "frame"])
        #expect(scheduler.armedFor == nil)
    }

    @Test func aFarTimerDoesNotHoldUpANearOne() {
        defer { scheduler.cancelAll() }
        schedule("far", .after("far", 0), after: .seconds(3600))
        #expect(scheduler.armedFor?.deadline == .seconds(3600))
        schedule("near", .after("near", 0), after: .milliseconds(10))
        #expect(scheduler.armedFor?.deadline == .milliseconds(10))
        time.advance(by: .milliseconds(10))
        scheduler.fired()
        #expect(log == ["near"])
        #expect(scheduler.armedFor?.deadline == .seconds(3600))
        #expect(scheduler.pendingIDs == [.after("far", 0)])
    }

    @Test func aCancelledTimerNeverFiresEvenFromTheSameBatch() {
        defer { scheduler.cancelAll() }
        // a's firing cancels c, due in the same batch.
        let record = self.record, scheduler = self.scheduler
        scheduler.schedule(.after("a", 0), after: .milliseconds(10)) {
            record.entries.append("a")
            scheduler.cancel(.after("c", 0))
        }
        schedule("b", .after("b", 0), after: .milliseconds(10))
        schedule("c", .after("c", 0), after: .milliseconds(10))
        scheduler.cancel(.after("b", 0))
        time.advance(by: .milliseconds(10))
        scheduler.fired()
        #expect(log == ["a"])
        #expect(scheduler.pendingIDs.isEmpty)
        #expect(scheduler.armedFor == nil)
    }

    @Test func aTimerRunningLateFiresFromItsOwnDeadlines() {
        defer { scheduler.cancelAll() }
        var times: [Duration] = []
        let scheduler = self.scheduler
        func tick() {
            scheduler.schedule(.after("cycle", 0), after: .milliseconds(1)) {
                times.append(scheduler.now)
                tick()
            }
        }
        tick()
        // The source went off 10 ms late: the batch catches up, each firing at its deadline,
        // up to the present and the batch's grace of a millisecond.
        time.advance(by: .milliseconds(10))
        scheduler.fired()
        #expect(times == (1...11).map { .milliseconds($0) })
        #expect(scheduler.armedFor?.deadline == .milliseconds(12))
    }

    @Test func aTimerThatSchedulesItselfAtTheSamePaceRepeatsWithoutReArming() {
        defer { scheduler.cancelAll() }
        var ticks = 0
        let scheduler = self.scheduler
        func tick() {
            scheduler.schedule(.spinner, after: .milliseconds(100)) {
                ticks += 1
                tick()
            }
        }
        tick()
        time.advance(by: .milliseconds(100))
        scheduler.fired()
        #expect(scheduler.armedFor?.period == .milliseconds(100))
        let armings = scheduler.armings
        for round in 0..<20 {
            // Dispatch goes off a little late now and then; the source keeps its own pace.
            time.advance(by: .microseconds(round.isMultiple(of: 2) ? 100_300 : 99_700))
            scheduler.fired()
        }
        #expect(ticks == 21)
        #expect(scheduler.armings == armings)
        #expect(scheduler.armedFor?.deadline == .milliseconds(2_200))
        // Stopping disarms it.
        scheduler.cancel(.spinner)
        #expect(scheduler.armedFor == nil)
    }

    @Test func aBatchThatRunsLongLetsTheMainQueueGoOn() {
        defer { scheduler.cancelAll() }
        var fired = 0
        let scheduler = self.scheduler, time = self.time
        func again() {
            scheduler.schedule(.after("loop", 0), after: .zero) {
                fired += 1
                time.advance(by: .milliseconds(1))
                again()
            }
        }
        again()
        scheduler.fired()
        // Every firing is at the same instant: the batch goes on past its budget of 4 ms
        // until eight times that, 32 ms, has passed.
        #expect(fired == 33)
        #expect(scheduler.pendingIDs == [.after("loop", 0)])
        #expect(scheduler.armedFor == nil)
    }

    @Test func aLongBatchIsCutBetweenInstantsAndDrawsTheLastWhole() throws {
        defer { scheduler.cancelAll() }
        var fired: [Duration] = []
        let scheduler = self.scheduler, time = self.time, record = self.record
        // Three timers an instant, each firing taking a millisecond of real time.
        func cycle(_ index: Int) {
            scheduler.schedule(.after(ButtonID(rawValue: "b\(index)"), 0), after: .milliseconds(1)) {
                fired.append(scheduler.now)
                time.advance(by: .milliseconds(1))
                cycle(index)
            }
        }
        for index in 0..<3 { cycle(index) }
        scheduler.scheduleFrame(after: .zero) { record.entries.append("frame at \(scheduler.now)") }
        time.advance(by: .milliseconds(100))
        scheduler.fired()
        // 32 firings pass the budget; the instant they reached (11 ms) is finished first.
        #expect(fired.count == 33)
        #expect(fired.last == .milliseconds(11))
        #expect(log == ["frame at 0.011 seconds"])
        #expect(scheduler.armedFor == nil)
    }

    @Test func sixtyFourButtonsDrawOneFrameForManyBatchesAndReachPlaysState() throws {
        defer { scheduler.cancelAll() }
        let terminal = InMemoryTerminal(columns: 100, rows: 30)
        let program = try FastBoard.program(scheduler: scheduler, backend: terminal)
        let draws = terminal.drawCount
        for _ in 0..<17 {
            time.advance(by: .milliseconds(1))
            scheduler.fired()
        }
        // Seventeen batches over 17 ms, through 18 ms with the grace: one frame, at 1/60 s.
        #expect(terminal.drawCount == draws + 1)
        let clock = ManualScheduler()
        let headless = try FastBoard.program(scheduler: clock)
        clock.advance(by: .milliseconds(18))
        #expect(program.state.simulator == headless.state.simulator)
        #expect(clock.firedCount == 64 * 18)
    }
}
