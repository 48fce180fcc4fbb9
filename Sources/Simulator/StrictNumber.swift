/// The one way numbers are written in scripts and sizes: decimal digits only, no sign, no
/// leading zero (except `0` itself), no hex, no exponent, no spaces.
enum StrictNumber {
    /// Digits that fit in `range`, or `nil`.
    /// - Parameters:
    ///   - text: the digits.
    ///   - range: the values allowed.
    static func parse(_ text: Substring, in range: ClosedRange<Int>) -> Int? {
        guard isCanonical(text), text.count <= 18, let value = Int(text), range.contains(value) else { return nil }
        return value
    }

    /// Canonical digits too large for any range here (so a message can give the limit
    /// rather than call the number malformed).
    static func isTooLarge(_ text: Substring) -> Bool {
        isCanonical(text) && (text.count > 18 || Int(text).map { $0 > Int(Int32.max) } == true)
    }

    /// Only ASCII digits, at least one.
    static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Digits without a leading zero, or `0`.
    static func isCanonical(_ text: Substring) -> Bool {
        isDigits(text) && (text == "0" || text.first != "0")
    }
}
