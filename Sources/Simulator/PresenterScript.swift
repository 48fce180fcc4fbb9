import Rendering

/// A script cut into the steps of a live presentation: each `mark:` starts a step named by
/// its label; tokens before the first mark make a first, unnamed step (none when the script
/// opens with a mark). Position 0 is the board before anything ran; position `k` is the
/// board after the first `k` steps.
public struct PresenterScript: Hashable, Sendable {
    /// One step: its name (the `mark:` that opens it) and its tokens.
    public struct Chapter: Hashable, Sendable {
        /// The label of the `mark:` that opens it; `nil` for tokens before the first mark.
        public var title: String?
        /// Its tokens, the opening mark included.
        public var steps: [PlayScript.Step]
    }

    /// The steps in order.
    public let chapters: [Chapter]

    /// Cuts a parsed script at its marks.
    /// - Parameter script: The script.
    public init(_ script: PlayScript) {
        var chapters: [Chapter] = []
        var current = Chapter(title: nil, steps: [])
        for step in script.steps {
            if case .mark(let label) = step {
                if current.title != nil || !current.steps.isEmpty { chapters.append(current) }
                current = Chapter(title: label, steps: [])
            }
            current.steps.append(step)
        }
        if current.title != nil || !current.steps.isEmpty { chapters.append(current) }
        self.chapters = chapters
    }

    /// How many steps there are.
    public var count: Int { chapters.count }

    /// The tokens played to reach a position, in order.
    /// - Parameter position: 0...``count``.
    public func steps(upTo position: Int) -> [PlayScript.Step] {
        chapters.prefix(max(0, position)).flatMap(\.steps)
    }

    /// The presenter bar at a position: the step's name, the caption the script has set by
    /// then (the latest `say:`), and the keys the step pressed.
    /// - Parameter position: 0...``count``.
    public func bar(at position: Int) -> PresenterBar {
        let position = min(max(0, position), count)
        var caption: String?
        for step in steps(upTo: position) {
            if case .say(let text) = step { caption = text }
        }
        let chapter = position > 0 ? chapters[position - 1] : nil
        return PresenterBar(
            position: position, count: count, title: chapter?.title, caption: caption,
            keys: chapter.map { Self.pressed($0.steps) } ?? [], legend: PresenterKeys.legend)
    }

    /// The keys, clicks and events of some tokens, as the key overlay names them.
    static func pressed(_ steps: [PlayScript.Step]) -> [String] {
        steps.compactMap { step in
            switch step {
            case .input(.key(let key)): key.overlayName
            case .input(.mousePress(let column, let row)): "press \(column),\(row)"
            case .input(.mouseMove(let column, let row)): "move \(column),\(row)"
            case .input(.mouseRelease(let column, let row)): "release \(column),\(row)"
            case .click(let column, let row): "click \(column),\(row)"
            case .event(let name): "event \(name)"
            case .input(.resize), .wait, .expect, .mark, .say: nil
            }
        }
    }
}

extension Key {
    /// The key as the presenter's key overlay names it.
    var overlayName: String {
        switch self {
        case .character(let character): String(character)
        case .space: "Space"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backtab: "Shift-Tab"
        case .escape: "Esc"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        }
    }
}
