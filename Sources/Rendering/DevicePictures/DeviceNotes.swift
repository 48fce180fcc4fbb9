import DeviceLook

/// What a device picture says about how it was drawn: the environment when it is not the
/// phone's default, a theme counterpart that was missing, and every approximation.
enum DeviceNotes {
    /// ` · ax3 · dark · rtl`, plus ` · no dark counterpart: base theme` when one was
    /// missing; empty in the standard environment.
    static func environmentSuffix(_ model: ScreenModel) -> String {
        var text = model.environment.isStandard ? "" : " · " + model.environment.summary
        for missing in model.missingCounterparts {
            text += " · no \(missing == .dark ? "dark" : "increased-contrast") counterpart: base theme"
        }
        return text
    }

    /// The notes written into every device picture, one sentence each.
    static func lines(_ model: ScreenModel) -> [String] {
        var lines = [FontMetrics.note]
        if model.environment.buttonShapes {
            lines.append("approximation: Button Shapes drawn as an underline under text buttons' titles")
        }
        lines.append("approximation: title line height 1.2 em")
        return lines
    }
}
