import ButtonKit
import JSONSupport

/// Reads a button's `states`: custom states with their bit, rule, keys and marks.
struct CustomStateReader {
    typealias RuleKind = CustomState.Rule.Kind

    let reader: ButtonReader

    /// The keys of a state: each rule's key comes from ButtonKit's table, so a new rule
    /// needs nothing here.
    static let keys =
        ["bit"] + RuleKind.allCases.map(\.rawValue)
        + ["afterwards", "spinner", "hidesTitle", "accessibilityLabel", "key", "mark"]
    /// At most this many custom states per button.
    static let maximumStates = 8
    static let coupledFlagNames = SystemFlag.names

    func readAll(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> [CustomState] {
        guard case .object(let members) = value else {
            problems.error(path, "expected an object from state names to states, found \(value.kindName)")
            return []
        }
        if members.count > Self.maximumStates {
            problems.error(path, "\(members.count) custom states; a button has at most \(Self.maximumStates)")
        }
        var states: [CustomState] = []
        for member in members.prefix(Self.maximumStates) {
            let statePath = ProblemCollector.join(path, member.key)
            guard let state = read(member.key, member.value, at: statePath, &problems) else { continue }
            if !state.bit.isEmpty, let other = states.first(where: { $0.bit == state.bit }) {
                problems.error("\(statePath).bit", "bit \(Self.bitNumber(state.bit)) is already \(other.name)'s")
            }
            if let key = state.key, let other = states.first(where: { $0.key == key }) {
                problems.error("\(statePath).key", "key \"\(key)\" is already \(other.name)'s on this button")
            }
            if let mark = state.mark, GalleryStates.systemLetters.contains(mark) {
                problems.error(
                    "\(statePath).mark",
                    "mark \"\(mark)\" is a system flag's letter in gallery labels (\(SystemFlag.letterLegend(separator: ", ", withNormal: true))); choose another"
                )
            }
            if let mark = state.mark, let other = states.first(where: { $0.mark == mark }) {
                problems.error("\(statePath).mark", "mark \"\(mark)\" is already \(other.name)'s on this button")
            }
            states.append(state)
        }
        return Self.withDefaultMarks(states)
    }

    /// Gives every state without a mark one no system letter or other mark has: the name's
    /// first letter in capitals, else its first two or three letters, else a number.
    static func withDefaultMarks(_ states: [CustomState]) -> [CustomState] {
        var taken = Set(GalleryStates.systemLetters + states.compactMap(\.mark))
        return states.map { state in
            guard state.mark == nil else { return state }
            var copy = state
            let first = state.name.prefix(1).uppercased()
            let candidates =
                [first, first + state.name.dropFirst().prefix(1), first + state.name.dropFirst().prefix(2)]
                + (1...9).map { "\(first)\($0)" }
            copy.mark = candidates.first { !taken.contains($0) } ?? first
            taken.insert(copy.mark ?? first)
            return copy
        }
    }

    private func read(_ name: String, _ value: JSONValue, at path: String, _ problems: inout ProblemCollector)
        -> CustomState?
    {
        guard problems.name(name, .customState, at: path) else { return nil }
        guard let members = problems.object(value, at: path, known: Self.keys) else { return nil }
        var state = CustomState(name: name)
        var ruleFlags: [RuleKind: ControlState] = [:]
        // The rules written, read or not: a list that cannot be read leaves no rule, but
        // `afterwards` beside it is not then a second mistake.
        var written: Set<RuleKind> = []
        var afterwards: CustomState.Afterwards?
        for member in members {
            let memberPath = "\(path).\(member.key)"
            if let kind = RuleKind(rawValue: member.key) {
                written.insert(kind)
                ruleFlags[kind] = readFlags(member.value, at: memberPath, &problems)
                continue
            }
            switch member.key {
            case "bit":
                if let bit = problems.integer(member.value, at: memberPath, in: 16...23) {
                    state.bit = ControlState(rawValue: 1 << UInt32(bit))
                }
            case "afterwards":
                afterwards = problems.choice(member.value, at: memberPath, of: ["enable", "restore"])
                    .flatMap(CustomState.Afterwards.init(rawValue:))
            case "spinner": state.spinner = problems.bool(member.value, at: memberPath) ?? false
            case "hidesTitle": state.hidesTitle = problems.bool(member.value, at: memberPath) ?? false
            case "accessibilityLabel":
                state.accessibilityLabel = reader.readLocalized(member.value, at: memberPath, &problems)
            case "key": state.key = reader.keys.read(member.value, at: memberPath, taken: [], &problems)
            case "mark":
                if let mark = problems.string(member.value, at: memberPath) {
                    if (1...3).contains(mark.count), mark.allSatisfy({ !$0.isWhitespace && $0 != "|" }),
                        !mark.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                    {
                        state.mark = mark
                    } else {
                        problems.error(memberPath, "a mark is 1 to 3 printable characters, no spaces or '|'")
                    }
                }
            default: break
            }
        }
        let given = RuleKind.allCases.filter(written.contains)
        if given.count > 1 {
            let rest = given.count == 2 ? "both" : "more than one"
            problems.error(path, "a state either \(Self.orList(given.map(\.rawValue))) flags, not \(rest)")
        } else if let kind = given.first, let flags = ruleFlags[kind] {
            state.rule = CustomState.Rule(kind: kind, flags: flags)
        }
        if let afterwards {
            if !given.contains(where: \.takesAfterwards) {
                let kinds = RuleKind.allCases.filter(\.takesAfterwards).map(\.rawValue)
                problems.error(
                    "\(path).afterwards", "afterwards applies only to a state that \(Self.orList(kinds)) flags")
            }
            state.afterwards = afterwards
        }
        return state
    }

    /// `a`, `a or b`, `a, b or c`: the rules' verbs in a message.
    private static func orList(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    private func readFlags(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> ControlState? {
        guard let elements = problems.array(value, at: path) else { return nil }
        var flags = ControlState.normal
        for (index, element) in elements.enumerated() {
            guard let name = problems.choice(element, at: "\(path)[\(index)]", of: Self.coupledFlagNames),
                let flag = SystemFlag.named(name)
            else { continue }
            if flags.contains(flag.state) {
                problems.error("\(path)[\(index)]", "\(name) is listed twice")
            }
            flags.formUnion(flag.state)
        }
        if elements.isEmpty {
            problems.error(path, "empty: name at least one of \(Self.coupledFlagNames.joined(separator: ", "))")
        }
        return flags
    }

    static func bitNumber(_ bit: ControlState) -> Int { bit.rawValue.trailingZeroBitCount }
}
