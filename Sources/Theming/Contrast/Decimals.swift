/// Fixed-point formatting without Foundation's `String(format:)`.
public enum Decimals {
    /// `value` with `digits` decimals, right-aligned to `width` characters.
    public static func fixed(_ value: Double, digits: Int, width: Int = 0) -> String {
        guard value.isFinite else { return String(repeating: " ", count: max(0, width - 3)) + "nan" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int64((abs(value) * scale).rounded())
        let whole = scaled / Int64(scale)
        let fraction = String(scaled % Int64(scale))
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if digits > 0 { text += "." + String(repeating: "0", count: digits - fraction.count) + fraction }
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
