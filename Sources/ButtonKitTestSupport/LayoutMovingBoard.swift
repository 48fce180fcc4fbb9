import ButtonKit

extension BuiltInFixture {
    /// A board whose buttons' boxes move with their state, for tests of the layout kept
    /// between keys: a `fit` button whose counter and machine state change its title's
    /// width (and a custom state that turns a spinner), a configuration whose updates set
    /// another `buttonSize` and show its activity indicator, and a button that never spins.
    public static let layoutMovingJSON = """
        {"locales": ["en", "zh"], "buttons": [
          {"id": "grow", "width": "fit",
           "states": {"busy": {"bit": 17, "key": "b", "spinner": true}},
           "events": {"more": {"key": "o", "label": "More"}},
           "titles": {"normal": "Likes {n}", "selected": "Liked by many people · {n}"},
           "machine": {"initial": "short", "context": {"n": 1}, "states": {
             "short": {"title": "Hi {n}", "on": {"tap": {"target": "long", "actions": "increment n"},
                                                "more": {"actions": "increment n"}}},
             "long": {"title": {"en": "A much longer title {n}", "zh": "一个长得多的标题 {n}"},
                      "on": {"tap": {"target": "short", "actions": "decrement n"}}}}}},
          {"id": "sized",
           "configuration": {"title": "Sized", "buttonSize": "small",
             "updates": {"selected": {"buttonSize": "large", "title": "Sized and selected"},
                         "highlighted": {"showsActivityIndicator": true}}}},
          {"id": "still", "titles": {"normal": "Still"}}
        ]}
        """

    /// ``layoutMovingJSON`` loaded.
    public static func layoutMovingBoard() throws -> BoardDefinition {
        try board(json: layoutMovingJSON).get().board
    }
}
