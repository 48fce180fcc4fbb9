import ButtonKit

extension BuiltInFixture {
    /// The timer probe's board: `count` buttons whose machines switch between two states
    /// every millisecond, so `count` timers fall due together every millisecond.
    /// - Parameter count: How many buttons.
    public static func cyclingBoard(count: Int = 64) throws -> BoardDefinition {
        let buttons = (0..<count).map { index in
            """
            {"id": "b\(index)", "machine": {"initial": "a", "states": {
              "a": {"title": "A", "after": {"1": "b"}}, "b": {"title": "B", "after": {"1": "a"}}}}}
            """
        }
        return try board(json: "{\"buttons\": [\(buttons.joined(separator: ","))]}").get().board
    }
}
