import ButtonKit
import Canvas
import Persistence
import Simulator
import Theming

/// The one program loop, in the manner of Bubble Tea's `Program`: every input becomes an
/// ``AppAction``, ``AppReducer`` turns it into state and ``AppEffect``s, and the loop
/// carries the effects out (timers, files, the terminal, quitting), feeding their answers
/// back as actions. After a batch of inputs one frame goes through the ``FramePipeline``
/// to the backend. What timers change is drawn as paced frames, at most
/// ``framesPerSecond`` a second: timers may change the state thousands of times a second,
/// which no terminal shows, while a key is drawn at once.
///
/// The live terminal, the in-memory terminal of the tests and headless `play` all run
/// this same loop; only the backend (none, headless), the scheduler and the host differ.
@MainActor
public final class Program {
    /// The application's state, changed only by ``send(_:)``.
    public private(set) var state: AppState
    /// Runs the engine's timers and paced frames: one Dispatch timer live, a
    /// ``ManualScheduler`` under `play` and in tests.
    public let scheduler: TimerScheduler
    /// The themes `t` cycles through, loaded by name when one is asked for.
    public let catalog: ThemeCatalog
    /// Where the state is saved on quit; `nil` to never touch a state file.
    public let stateStore: StateFileStore?
    /// Where frames go and the terminal's size comes from; `nil` headless.
    public let backend: TerminalBackend?
    /// The process around the loop; `nil` headless.
    public weak var host: ProgramHost?
    /// While presenting a script: replays it up to the step asked for (`present`).
    public var presenter: PresenterReplay?
    /// The exit status, once the program has finished (after the engine's quit).
    public private(set) var exitStatus: Int32?
    /// Keeps the previous frame and decides what changed.
    public private(set) var pipeline = FramePipeline()
    /// The terminal look and the layouts last worked out: every frame is drawn, and every
    /// key and click resolved, with them.
    private var kept = KeptScreen()
    private var queue: [AppAction] = []
    /// Where the next answer to an effect goes in ``queue``: right after the action that
    /// asked, before input that came with it, so a second `t` typed ahead cycles on from
    /// the theme the first one loaded.
    private var answerIndex = 0
    private var isRunning = false
    private var quitAsked = false
    /// When the backend last received a frame, on the scheduler's clock.
    private var lastDrawn: Duration?
    private var isFramePending = false

    /// The most frames a second drawn for timers' changes (a terminal's refresh rate).
    public static let framesPerSecond = 60
    private let frameInterval = Duration.seconds(1) / framesPerSecond

    /// Creates a loop; nothing runs until the first ``send(_:)``.
    /// - Parameters:
    ///   - state: The first state, as ``AppLauncher`` prepared it.
    ///   - scheduler: Runs the engine's timers.
    ///   - catalog: The themes `t` cycles through.
    ///   - stateStore: Where the state is saved on quit; `nil` to never touch a state file.
    ///   - backend: The terminal; `nil` headless.
    public init(
        state: AppState, scheduler: TimerScheduler, catalog: ThemeCatalog, stateStore: StateFileStore?,
        backend: TerminalBackend? = nil
    ) {
        self.state = state
        self.scheduler = scheduler
        self.catalog = catalog
        self.stateStore = stateStore
        self.backend = backend
    }

    /// Whether the engine asked to quit: nothing more is handled.
    public var didQuit: Bool { quitAsked }

    /// Why the last save failed, if it did.
    public var saveError: String? { state.saveError }

    /// Handles an action and everything it leads to, then draws once.
    public func send(_ action: AppAction) {
        send([action])
    }

    /// Handles actions in order, and the actions their effects answer with, then draws
    /// once. An action sent while one is being handled waits its turn (no re-entrance).
    public func send(_ actions: [AppAction]) {
        send(actions, paced: false)
    }

    /// Handles actions; with `paced`, what they change is drawn by the next paced frame
    /// instead of at once.
    private func send(_ actions: [AppAction], paced: Bool) {
        queue += actions
        drain(paced: paced)
    }

    /// A timer's firing: one action, queued without an array of its own (ten times a
    /// second while a spinner turns).
    private func timerFired(_ id: TimerID) {
        queue.append(.timerFired(id))
        drain(paced: true)
    }

    /// Handles what is queued, unless that is already under way further up the stack.
    private func drain(paced: Bool) {
        guard !isRunning else { return }
        isRunning = true
        var next = 0
        while next < queue.count, !quitAsked {
            let action = queue[next]
            next += 1
            answerIndex = next
            let answered = Self.answered(action, &state, &kept)
            for effect in AppReducer.reduce(&state, answered) { run(effect) }
        }
        queue.removeAll(keepingCapacity: true)
        isRunning = false
        if quitAsked {
            finish()
        } else if backend != nil {
            if paced { askForFrame() } else { draw() }
        }
    }

    /// A frame for timers' changes, through the scheduler: with no wait when the last frame
    /// is a frame interval old (drawn at the end of the current batch of timers), else when
    /// it will be (after the timers due by then).
    private func askForFrame() {
        guard !isFramePending else { return }
        let wait = lastDrawn.map { $0 + frameInterval - scheduler.now } ?? .zero
        isFramePending = true
        scheduler.scheduleFrame(after: max(.zero, wait), draw: drawPacedFrame)
    }

    /// Made once: a spinner asks for a frame ten times a second.
    private lazy var drawPacedFrame: @MainActor () -> Void = { [weak self] in
        guard let self else { return }
        self.isFramePending = false
        self.draw()
    }

    /// The frame showing the state now (headless output and recordings); with a backend,
    /// it is drawn first. Headless, frames are made only when asked for: a script's keys
    /// cost no rendering.
    public func frame() -> Frame {
        draw()
        return pipeline.current ?? Frame(width: state.size.columns, height: state.size.rows)
    }

    /// Hands what changed since the last frame to the backend; headless, only keeps the frame.
    func draw() {
        if isFramePending {
            isFramePending = false
            scheduler.cancelFrame()
        }
        guard let update = Self.update(&pipeline, &kept, showing: &state) else { return }
        guard let backend else { return }
        lastDrawn = scheduler.now
        guard !backend.apply(update) else { return }
        // The terminal could not show it as asked (colour pairs started over): once, whole.
        pipeline.invalidate()
        if let full = Self.update(&pipeline, &kept, showing: &state) {
            _ = backend.apply(full)
        }
    }

    /// What `pipeline` hands the backend to show `state`, drawn with the layout the loop
    /// keeps for every key. The state is lent in place (`inout`, not changed): passed as a
    /// property of this class it would be copied, retaining and releasing everything it
    /// holds, on every spinner tick.
    private static func update(
        _ pipeline: inout FramePipeline, _ kept: inout KeptScreen, showing state: inout AppState
    ) -> FrameUpdate? {
        let size = state.size
        if state.screen.environment.isStandard {
            return pipeline.update(
                for: state.screen, size: size, layout: { kept.layout(ofShown: state.screen, size: size) })
        }
        let shown = kept.shown(state.screen)
        return pipeline.update(for: shown, size: size, layout: { kept.layout(ofShown: shown, size: size) })
    }

    /// A key or click already answered (``resolve(_:_:_:)``), every other action as it is.
    /// The reducer's whole handling of a key or click is to ask the loop to resolve it
    /// (``AppEffect/resolveInput(_:)``, answered right after it), so the loop answers first
    /// and spares every key of a script that round trip; the order of actions is the same.
    private static func answered(_ action: AppAction, _ state: inout AppState, _ kept: inout KeptScreen)
        -> AppAction
    {
        guard case .input(let event) = action else { return action }
        switch event {
        case .key, .mousePress, .mouseMove, .mouseRelease: return resolve(event, &state, &kept)
        case .resize: return action
        }
    }

    /// The answer to a key or click, against the layout the loop keeps. The state is lent
    /// in place (`inout`, not changed), as in ``update(_:_:showing:)``: read as a property of
    /// this class for each call it was copied three times a key.
    private static func resolve(_ event: InputEvent, _ state: inout AppState, _ kept: inout KeptScreen) -> AppAction {
        let fitted = InputResolver.needsButtonBoxes(event, state: state)
        return InputResolver.action(for: event, state: state, layout: kept.layout(of: state, fitted: fitted))
    }

    /// After the engine's quit and the save: gives the terminal back and ends.
    private func finish() {
        guard exitStatus == nil else { return }
        if isFramePending {
            isFramePending = false
            scheduler.cancelFrame()
        }
        backend?.restore()
        let status = state.endingSignal.map { 128 + $0 } ?? (state.saveError == nil ? 0 : 1)
        exitStatus = status
        host?.exit(status: status)
    }

    private func run(_ effect: AppEffect) {
        switch effect {
        case .engine(.schedule(let id, let delay)):
            scheduler.schedule(id, after: delay) { [weak self] in self?.timerFired(id) }
        case .engine(.cancel(let id)):
            scheduler.cancel(id)
        case .engine(.save):
            save()
        case .engine(.quit):
            quitAsked = true
        case .loadTheme(let id):
            loadNextTheme(from: id)
        case .reloadTheme:
            reloadTheme()
        case .reloadBoard:
            reloadBoard()
        case .watch(let themeFiles, let boardFile):
            host?.watch(themeFiles: themeFiles, boardFile: boardFile)
        case .readTerminalSize:
            guard let backend else { return }
            let size = backend.resize()
            if size.columns != state.size.columns || size.rows != state.size.rows {
                answer(.input(.resize(columns: size.columns, rows: size.rows)))
            }
        case .suspend:
            backend?.suspend()
            host?.stopProcess()
            backend?.resume()
            pipeline.invalidate()
        case .repaint:
            pipeline.invalidate()
        case .resolveInput(let event):
            answer(Self.resolve(event, &state, &kept))
        case .present(let step):
            guard let presenter else { return }
            answer(.presented(presenter.snapshot(at: step, size: state.size)))
        }
    }

    /// Queues the answer to an effect: handled after the current action's other effects
    /// and before anything queued after that action.
    func answer(_ action: AppAction) {
        guard isRunning, answerIndex <= queue.count else { return queue.append(action) }
        queue.insert(action, at: answerIndex)
        answerIndex += 1
    }

    private func save() {
        guard let stateStore else { return }
        do {
            var saved = SavedState(
                state.simulator, theme: state.themeID, buttonsFile: state.boardSource.absolutePath)
            saved.environment = state.screen.environment.isStandard ? nil : state.screen.environment
            try stateStore.save(saved)
        } catch {
            // Recorded at once: the quit that follows reads it for the exit status.
            _ = AppReducer.reduce(&state, .saveFailed(error.message))
        }
    }
}
