/// Collects problems while loading goes on, so every problem is reported rather than only
/// the first. Adding the same line twice keeps one copy.
///
/// A theme may read several files, so each problem names the file its token comes from:
/// ``tokenFiles`` says which file defines each token path, and ``relocations`` says where
/// a path the loader made up (a manifest's role) is reported instead.
struct ProblemList {
    /// Where a problem at a path the loader made up is reported.
    struct Relocation: Hashable {
        var file: String
        var path: String
        /// Said instead of "missing required ..." for this path: what the manifest looked for.
        var missing: String?
    }

    /// The file named when a path belongs to no token (the theme or manifest itself).
    let file: String
    /// The file each token path comes from.
    var tokenFiles: [String: String] = [:]
    /// Made-up paths and where their problems are reported.
    var relocations: [String: Relocation] = [:]
    private(set) var problems: [ThemeProblem] = []
    /// Each problem's path as the loader met it, before any relocation, in step with
    /// ``problems``: which token it is about.
    private(set) var rawPaths: [String] = []
    /// In step with ``problems``: whether the problem is one the loader works around, so
    /// it only warns (unless strict) even in a token a role uses.
    private(set) var workedAround: [Bool] = []
    private var seen: Set<ThemeProblem> = []

    init(file: String) { self.file = file }

    /// Adds a problem at `path`, in the file that defines it (or `file`, when given).
    mutating func add(_ path: String, _ message: String, file explicitFile: String? = nil, workedAround: Bool = false) {
        var problem = ThemeProblem(file: explicitFile ?? tokenFiles[path] ?? file, path: path, message: message)
        if explicitFile == nil, let moved = relocations[path] {
            problem.file = moved.file
            problem.path = moved.path
            if message.hasPrefix("missing required") || message.hasPrefix("no button variants"),
                let note = moved.missing
            {
                problem.message = note
            }
        }
        if seen.insert(problem).inserted {
            problems.append(problem)
            rawPaths.append(path)
            self.workedAround.append(workedAround)
        }
    }

    /// Adds one problem found elsewhere, as it is, unless the list has it.
    mutating func append(_ problem: ThemeProblem) {
        if seen.insert(problem).inserted {
            problems.append(problem)
            rawPaths.append(problem.path)
            workedAround.append(false)
        }
    }

    /// Adds the problems of `other` that this list does not have yet.
    mutating func append(_ other: ProblemList) {
        for index in other.problems.indices where seen.insert(other.problems[index]).inserted {
            problems.append(other.problems[index])
            rawPaths.append(other.rawPaths[index])
            workedAround.append(other.workedAround[index])
        }
    }

    var isEmpty: Bool { problems.isEmpty }
}
