/// The languages the simulator shows titles and VoiceOver readings in.
public enum DisplayLocale: String, CaseIterable, Sendable, Codable {
    case en
    case zh
}
