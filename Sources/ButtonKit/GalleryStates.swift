/// How the gallery labels a state: system flags by initial, custom states by mark, and
/// the raw value. ``ReachableStates`` lists the states themselves.
public enum GalleryStates {
    /// The letters the system flags are labelled with (and `N` for normal), which no
    /// custom state's mark may take.
    public static let systemLetters = [SystemFlag.normalLetter] + SystemFlag.galleryOrder.map(\.letter)

    /// `N 0x0`, `S|H 0x5`, `D|L 0x20002`: system flags by initial, custom states by mark.
    public static func label(for flags: ButtonFlags) -> String {
        let state = flags.state
        var parts = SystemFlag.galleryOrder.filter { state.contains($0.state) }.map(\.letter)
        parts += flags.activeStates.map(\.shownMark)
        let name = parts.isEmpty ? SystemFlag.normalLetter : parts.joined(separator: "|")
        return "\(name) \(state.shortHex)"
    }

    /// The legend of the labels for one button: `S selected · D disabled · H highlighted ·
    /// F focused`, then each custom state's mark and name.
    public static func legend(for definition: ButtonDefinition) -> String {
        let system = SystemFlag.letterLegend(separator: " · ", withNormal: false)
        return ([system] + definition.states.map { "\($0.shownMark) \($0.name)" }).joined(separator: " · ")
    }
}
