import Rendering

/// The terminal's graphic rendition (SGR state) as ``TerminalWriter`` tracks it: palette
/// indices (``TerminalColor/defaultIndex`` for the terminal's default) and attributes.
struct TerminalPen: Hashable, Sendable {
    var foreground = TerminalColor.defaultIndex
    var background = TerminalColor.defaultIndex
    var bold = false
    var dim = false
    var reverse = false
    var underline = false

    /// What `ESC[0m` leaves: default colours, no attributes.
    static let plain = TerminalPen()

    /// The pen for a cell style. Under ``ColorMode/none`` both colours are the default,
    /// so no colour code is ever sent.
    init(_ style: CellStyle, mode: ColorMode) {
        if mode != .none {
            foreground = TerminalColor.index(for: style.foreground, mode: mode)
            background = TerminalColor.index(for: style.background, mode: mode)
        }
        bold = style.bold
        dim = style.dim
        reverse = style.reverse
        underline = style.underline
    }

    init() {}

    /// Whether going from `self` to `next` turns an attribute off. SGR has no portable
    /// single "bold off" (22 clears dim as well), so such a change starts from `0`.
    func needsReset(toReach next: TerminalPen) -> Bool {
        (bold && !next.bold) || (dim && !next.dim) || (reverse && !next.reverse) || (underline && !next.underline)
    }

    /// Appends the one SGR sequence that turns `current` into `self`: `ESC[0;...m` when
    /// `current` is unknown (`nil`) or an attribute goes off, else only what is added or
    /// recoloured. Appends nothing when the pens are equal.
    func appendSGR(from current: TerminalPen?, mode: ColorMode, to bytes: inout [UInt8]) {
        if let current, current == self { return }
        var base = current ?? .plain
        var parameters = ParameterList()
        if current == nil || base.needsReset(toReach: self) {
            parameters.add(0, to: &bytes)
            base = .plain
        }
        if bold && !base.bold { parameters.add(1, to: &bytes) }
        if dim && !base.dim { parameters.add(2, to: &bytes) }
        if underline && !base.underline { parameters.add(4, to: &bytes) }
        if reverse && !base.reverse { parameters.add(7, to: &bytes) }
        if foreground != base.foreground {
            let codes = Self.colorCodes(foreground, normal: 30, extended: 38, defaultCode: 39, mode: mode)
            for code in codes { parameters.add(code, to: &bytes) }
        }
        if background != base.background {
            let codes = Self.colorCodes(background, normal: 40, extended: 48, defaultCode: 49, mode: mode)
            for code in codes { parameters.add(code, to: &bytes) }
        }
        parameters.finish(&bytes)
    }

    /// 256 colours as `38;5;N` (what xterm-256color's setaf sends for 16...255, the only
    /// indices ``TerminalColor`` gives in that mode); 8 colours as `30+N`.
    private static func colorCodes(_ index: Int, normal: Int, extended: Int, defaultCode: Int,
                                   mode: ColorMode) -> ColorCodes {
        if index < 0 || mode == .none { return ColorCodes(defaultCode) }
        if mode == .basic8 && index < 8 { return ColorCodes(normal + index) }
        return ColorCodes(extended, 5, index)
    }
}

/// One to three SGR parameters for a colour, without an array allocation per cell.
private struct ColorCodes: Sequence, IteratorProtocol {
    private var values: (Int, Int, Int)
    private var remaining: Int

    init(_ code: Int) {
        values = (code, 0, 0)
        remaining = 1
    }

    init(_ first: Int, _ second: Int, _ third: Int) {
        values = (first, second, third)
        remaining = 3
    }

    mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let value = values.0
        values = (values.1, values.2, 0)
        return value
    }
}

/// Builds `ESC[p1;p2;...m` straight into the output, without intermediate strings: a full
/// repaint has thousands of cells and the spinner runs ten times a second.
private struct ParameterList {
    private var count = 0

    mutating func add(_ value: Int, to bytes: inout [UInt8]) {
        if count == 0 {
            bytes.append(0x1B)
            bytes.append(UInt8(ascii: "["))
        } else {
            bytes.append(UInt8(ascii: ";"))
        }
        appendDecimal(value, to: &bytes)
        count += 1
    }

    func finish(_ bytes: inout [UInt8]) {
        if count > 0 { bytes.append(UInt8(ascii: "m")) }
    }
}

/// Appends a number in ASCII decimal (negative numbers, which no sequence takes, as 0).
func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    guard value > 0 else {
        bytes.append(UInt8(ascii: "0"))
        return
    }
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
}
