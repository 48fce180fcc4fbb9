import ButtonKit
import JSONSupport

/// Reads a button's `states`: custom states with their bit, rule, keys and marks.
struct CustomStateReader {
    let reader: ButtonReader

    static let keys = [
        "bit", "implies", "holds", "afterwards", "spinner", "hidesTitle", "accessibilityLabel", "key", "mark",
    ]
    /// At most this many custom states per button.
    static let maximumStates = 8
    /// Words a custom state may not be called: system flags and words themes and actions use.
    static let reservedNames: Set<String> = [
        "normal", "highlighted", "disabled", "selected", "focused", "enabled", "pressed", "default", "spinner", "not",
    ]
    static let coupledFlagNames = ["highlighted", "disabled", "selected", "focused"]

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
            if let mark = state.mark, let other = states.first(where: { $0.shownMark == mark }) {
                problems.error("\(statePath).mark", "mark \"\(mark)\" is already \(other.name)'s on this button")
            }
            states.append(state)
        }
        return states
    }

    private func read(_ name: String, _ value: JSONValue, at path: String, _ problems: inout ProblemCollector)
        -> CustomState?
    {
        guard Self.isValidName(name) else {
            problems.error(
                path,
                "\"\(name)\" is not a state name (a lowercase letter, then up to 31 letters or digits; not \(Self.reservedNames.sorted().joined(separator: ", ")))"
            )
            return nil
        }
        guard let members = problems.object(value, at: path, known: Self.keys) else { return nil }
        var state = CustomState(name: name)
        var implies: ControlState?
        var holds: ControlState?
        var afterwards: CustomState.Afterwards?
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "bit":
                if let bit = problems.integer(member.value, at: memberPath, in: 16...23) {
                    state.bit = ControlState(rawValue: 1 << UInt32(bit))
                }
            case "implies": implies = readFlags(member.value, at: memberPath, &problems)
            case "holds": holds = readFlags(member.value, at: memberPath, &problems)
            case "afterwards":
                afterwards = problems.choice(member.value, at: memberPath, of: ["enable", "restore"])
                    .flatMap(CustomState.Afterwards.init(rawValue:))
            case "spinner": state.spinner = problems.bool(member.value, at: memberPath) ?? false
            case "hidesTitle": state.hidesTitle = problems.bool(member.value, at: memberPath) ?? false
            case "accessibilityLabel":
                state.accessibilityLabel = reader.readLocalized(member.value, at: memberPath, &problems)
            case "key": state.key = readKey(member.value, at: memberPath, &problems)
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
        switch (implies, holds) {
        case (let implied?, nil): state.rule = .implies(implied)
        case (nil, let held?): state.rule = .holds(held)
        case (.some, .some): problems.error(path, "a state either implies or holds flags, not both")
        case (nil, nil): break
        }
        if let afterwards {
            if holds == nil {
                problems.error("\(path).afterwards", "afterwards applies only to a state that holds flags")
            }
            state.afterwards = afterwards
        }
        return state
    }

    private func readFlags(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> ControlState? {
        guard let elements = problems.array(value, at: path) else { return nil }
        var flags = ControlState.normal
        for (index, element) in elements.enumerated() {
            guard let name = problems.choice(element, at: "\(path)[\(index)]", of: Self.coupledFlagNames),
                let flag = ControlState.systemFlags.first(where: { $0.name == name })
            else { continue }
            flags.formUnion(flag.state)
        }
        if elements.isEmpty {
            problems.error(path, "empty: name at least one of \(Self.coupledFlagNames.joined(separator: ", "))")
        }
        return flags
    }

    private func readKey(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> Character? {
        guard let text = problems.string(value, at: path) else { return nil }
        guard text.count == 1, let key = text.first,
            key.unicodeScalars.allSatisfy({
                $0.value >= 0x21 && $0.value < 0x7F || $0.value >= 0xA0 && $0.properties.generalCategory != .format
            })
        else {
            problems.error(path, "a key is one printable character, such as \"l\"")
            return nil
        }
        guard !reader.reservedKeys.contains(key) else {
            problems.error(
                path,
                "key \"\(key)\" is one of the simulator's own keys (\(reader.reservedKeys.map { $0 == " " ? "space" : String($0) }.sorted().joined(separator: " ")))"
            )
            return nil
        }
        return key
    }

    /// `[a-z][a-zA-Z0-9]{0,31}`, not a reserved word: names join with `-` in themes and
    /// with `|` in state keys, so neither may appear in one.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.unicodeScalars.count <= 32,
            !reservedNames.contains(name)
        else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }

    static func bitNumber(_ bit: ControlState) -> Int { bit.rawValue.trailingZeroBitCount }
}
