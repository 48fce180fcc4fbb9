import ButtonKit

/// The localization names Xcode uses in String Catalogs and `.lproj` folders: Chinese by
/// script (`zh-Hans`, `zh-Hant`, with `zh-HK` kept as Apple keeps it), every other tag as
/// the button file writes it.
enum AppleLocale {
    /// `zh` and `zh-CN` → `zh-Hans`, `zh-TW` → `zh-Hant`, `pt-BR` → `pt-BR`.
    static func tag(_ locale: LocaleTag) -> String {
        let parts = locale.rawValue.split(separator: "-").map { $0.lowercased() }
        guard parts.first == "zh" else { return locale.rawValue }
        if parts.contains("hans") { return "zh-Hans" }
        if parts.contains("hant") { return "zh-Hant" }
        switch parts.dropFirst().first {
        case "tw", "mo": return "zh-Hant"
        case "hk": return "zh-HK"
        default: return "zh-Hans"
        }
    }
}
