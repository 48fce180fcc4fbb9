import ButtonKit
import DeviceLook

/// Words for gallery labels.
enum GalleryLabels {
    /// `normal`, or the names of what is on (`selected · highlighted`, `mutual · selected`).
    static func names(_ flags: ButtonFlags) -> String {
        let names = flags.names
        return names.isEmpty ? "normal" : names.joined(separator: " · ")
    }

    /// The names broken into lines that fit `width` points (a name is never split).
    /// - Parameters:
    ///   - flags: What is on.
    ///   - width: The cell's width.
    ///   - size: The font size.
    static func wrapped(_ flags: ButtonFlags, width: Double, size: Double) -> [String] {
        let names = flags.names.isEmpty ? ["normal"] : flags.names
        var lines: [String] = []
        for name in names {
            if let last = lines.last, DeviceText.width(last + " · " + name, size: size) * 1.1 <= width {
                lines[lines.count - 1] = last + " · " + name
            } else {
                lines.append(name)
            }
        }
        return lines
    }
}
