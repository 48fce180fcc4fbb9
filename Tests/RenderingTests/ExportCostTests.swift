import Canvas
import DeviceLook
import Testing
import Theming

/// Every export grows with its frame and no faster: a frame of twice the area gives at
/// most about twice the output (work done, not seconds; the times are in the benchmark).
@Suite("Export cost")
struct ExportCostTests {
    /// A frame with the shapes that once cost more than their size: long blank runs in one
    /// style (SVG trimmed them one glyph at a time), style changes every cell, wide text.
    static func frame(width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        let blue = CellStyle(
            foreground: RGBColor(red: 255, green: 255, blue: 255), background: RGBColor(red: 0, green: 0, blue: 200))
        let bold = CellStyle(bold: true)
        for row in 0..<height {
            switch row % 3 {
            case 0:
                frame.fill(Rect(x: 0, y: row, width: width, height: 1), style: blue)
                _ = frame.put("x", column: width - 1, row: row, style: blue)
            case 1:
                for column in 0..<width {
                    _ = frame.put(
                        column % 2 == 0 ? "a" : "关", column: column, row: row, style: column % 4 < 2 ? bold : blue)
                }
            default:
                break
            }
        }
        return frame
    }

    @Test(arguments: ["text", "ansi", "svg", "snapshot"])
    func exportsAreLinearInTheFrame(format: String) {
        func size(_ width: Int) -> Int {
            let frame = Self.frame(width: width, height: 30)
            return switch format {
            case "text": frame.text.utf8.count
            case "ansi": FrameExport.ansi(frame).utf8.count
            case "svg": FrameExport.svg(frame).utf8.count
            default: FrameSnapshot.describe(frame).utf8.count
            }
        }
        let small = size(500), large = size(1000)
        #expect(large > small)
        #expect(Double(large) <= 2.1 * Double(small), "\(format): \(small) -> \(large)")
    }

    @Test func aLongBlankRunBecomesOneTextElement() {
        var frame = Frame(width: 1000, height: 1)
        _ = frame.put("a", column: 0, row: 0, style: .plain)
        _ = frame.put("b", column: 999, row: 0, style: .plain)
        let svg = FrameExport.svg(frame)
        #expect(svg.components(separatedBy: "<text ").count == 2)
        #expect(svg.contains("data-col=\"0\""))
    }
}
