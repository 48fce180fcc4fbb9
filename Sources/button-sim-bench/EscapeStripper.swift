#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// Turns the terminal byte stream into the text it shows, dropping escape sequences and
    /// control bytes, so a caller can look for words such as "q quit" in what was drawn.
    /// It keeps its state between chunks: a sequence split across two reads is still dropped.
    struct EscapeStripper {
        private enum Mode { case text, escape, csi, osc, oscEscape, designate }
        private var mode = Mode.text
        /// The printable bytes seen so far (UTF-8).
        private(set) var text: [UInt8] = []

        mutating func consume(_ bytes: [UInt8]) {
            for byte in bytes { consume(byte) }
        }

        private mutating func consume(_ byte: UInt8) {
            switch mode {
            case .text:
                if byte == 0x1B { mode = .escape } else if byte >= 0x20 && byte != 0x7F { text.append(byte) }
            case .escape:
                switch byte {
                case UInt8(ascii: "["): mode = .csi
                case UInt8(ascii: "]"): mode = .osc
                // ESC ( B and friends select a character set: one more byte follows.
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"): mode = .designate
                default: mode = .text
                }
            case .csi:
                if (0x40...0x7E).contains(byte) { mode = .text }
            case .osc:
                if byte == 0x07 { mode = .text } else if byte == 0x1B { mode = .oscEscape }
            case .oscEscape:
                mode = .text
            case .designate:
                mode = .text
            }
        }

        /// Whether the text drawn so far contains `needle`.
        func contains(_ needle: String) -> Bool {
            let pattern = Array(needle.utf8)
            guard !pattern.isEmpty, text.count >= pattern.count else { return pattern.isEmpty }
            var start = 0
            while start + pattern.count <= text.count {
                if text[start] == pattern[0] && text[start..<(start + pattern.count)].elementsEqual(pattern) {
                    return true
                }
                start += 1
            }
            return false
        }
    }
#endif
