/// Collects problems for one file while loading goes on, so every problem is reported
/// rather than only the first. Adding the same line twice keeps one copy.
struct ProblemList {
    let file: String
    private(set) var problems: [ThemeProblem] = []
    private var seen: Set<ThemeProblem> = []

    init(file: String) { self.file = file }

    mutating func add(_ path: String, _ message: String) {
        let problem = ThemeProblem(file: file, path: path, message: message)
        if seen.insert(problem).inserted { problems.append(problem) }
    }

    var isEmpty: Bool { problems.isEmpty }
}
