import ButtonKit

/// The custom states the built-in board declares, which give the shipped themes' state words
/// (`mutual`, `loading`) their meaning in these tests.
enum TestStates {
    static let mutual = CustomState(name: "mutual", bit: 1 << 16, rule: .implies(.selected))
    static let loading = CustomState(name: "loading", bit: 1 << 17, rule: .holds(.disabled))
    static let all = [mutual, loading]
    /// Every variant the shipped themes define, in file order.
    static let allVariants = [
        "primary", "secondary", "link", "success", "danger", "on-color", "on-color-secondary", "on-color-link",
    ]
    /// The variants the built-in board shows.
    static let shownVariants = ["primary", "secondary", "link", "success", "danger", "on-color"]
}
