import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The svg of `render` and `gallery`: valid XML whose text elements put every character
/// of the text picture on its cell.
@Suite("svg pictures")
struct SVGExportTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// The characters an svg places, by (column, row), read from each `<text>`'s `x` list.
    func cells(ofSVG svg: String) throws -> (columns: Int, rows: Int, cells: [Cell: String]) {
        let document = try XMLDocument(data: Data(svg.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        let columns = try #require(Int(attribute("data-columns", of: root) ?? ""))
        let rows = try #require(Int(attribute("data-rows", of: root) ?? ""))
        let width = try #require(Int(attribute("width", of: root) ?? ""))
        let cellWidth = width / columns
        var cells: [Cell: String] = [:]
        for case let text as XMLElement in root.children ?? [] where text.name == "text" {
            let row = try #require(Int(attribute("data-row", of: text) ?? ""))
            let xs = (attribute("x", of: text) ?? "").split(separator: " ").compactMap { Int($0) }
            let characters = Array(text.stringValue ?? "")
            #expect(xs.count == characters.count, "one x per character")
            #expect(xs.first.map { $0 / cellWidth } == Int(attribute("data-col", of: text) ?? ""))
            for (x, character) in zip(xs, characters) {
                cells[Cell(column: x / cellWidth, row: row)] = String(character)
            }
        }
        return (columns, rows, cells)
    }

    struct Cell: Hashable { var column: Int, row: Int }

    /// Half and quarter blocks (pill caps) and braille (the spinner).
    static func isShape(_ text: String) -> Bool {
        guard let value = text.unicodeScalars.first?.value else { return false }
        return (0x2580...0x259F).contains(value) || (0x2801...0x28FF).contains(value)
    }

    /// The cells holding a shape: the cell of each `<rect>` that is no larger than a cell
    /// (a quadrant or half) and of each `<circle>` (a braille dot).
    func shapeCells(ofSVG svg: String) throws -> Set<Cell> {
        let document = try XMLDocument(data: Data(svg.utf8))
        let root = try #require(document.rootElement())
        let columns = try #require(Int(attribute("data-columns", of: root) ?? ""))
        let width = try #require(Int(attribute("width", of: root) ?? ""))
        let rows = try #require(Int(attribute("data-rows", of: root) ?? ""))
        let height = try #require(Int(attribute("height", of: root) ?? ""))
        let cellWidth = Double(width / columns), cellHeight = Double(height / rows)
        var cells: Set<Cell> = []
        for case let element as XMLElement in root.children ?? [] {
            func number(_ name: String) -> Double? { Double(attribute(name, of: element) ?? "") }
            if element.name == "rect", let x = number("x"), let y = number("y"), let w = number("width"), w < cellWidth
            {
                cells.insert(Cell(column: Int(x / cellWidth), row: Int(y / cellHeight)))
            } else if element.name == "circle", let x = number("cx"), let y = number("cy") {
                cells.insert(Cell(column: Int(x / cellWidth), row: Int(y / cellHeight)))
            }
        }
        return cells
    }

    /// An attribute's value by its local name (FoundationXML on Linux may not find plain
    /// names under the svg default namespace through `attribute(forName:)`).
    func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }

    /// The characters of the text picture by cell, wide ones taking two columns.
    func cells(ofText text: String) -> [Cell: String] {
        var cells: [Cell: String] = [:]
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 0
            for character in line {
                if character != " " { cells[Cell(column: column, row: row)] = String(character) }
                column += character.unicodeScalars.first.map { (0x2E80...0x9FFF).contains($0.value) } == true ? 2 : 1
            }
        }
        return cells
    }

    @Test(arguments: [
        ["render", "--button", "follow", "--state", "mutual"],
        ["render", "--button", "follow", "--state", "selected", "--locale", "zh"],
        ["render", "--button", "on-color", "--state", "highlighted", "--theme", "dark"],
        ["gallery", "--button", "follow"],
        ["gallery", "--button", "modal", "--locale", "zh"],
    ])
    func everyCharacterOfTheTextPictureIsOnItsCell(arguments: [String]) throws {
        let svg = try cli.run(arguments + ["--format", "svg"])
        let text = try cli.run(arguments + ["--format", "text"])
        #expect(svg.status == 0 && text.status == 0)
        let picture = try cells(ofSVG: svg.stdout)
        let all = cells(ofText: text.stdout)
        // Block elements and braille are drawn as shapes (checked below), not as text.
        let expected = all.filter { !Self.isShape($0.value) }
        #expect(!expected.isEmpty)
        #expect(picture.cells.filter { $0.value != " " } == expected)
        let shapes = try shapeCells(ofSVG: svg.stdout)
        let drawnAsShapes = Set(all.filter { Self.isShape($0.value) }.keys)
        #expect(drawnAsShapes.isSubset(of: shapes), "every cap and spinner cell has its shape")
        #expect(picture.rows == text.stdout.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
    }

    @Test func chineseTitlesTakeTwoCells() throws {
        let svg = try cli.run([
            "render", "--button", "follow", "--state", "mutual", "--locale", "zh", "--format", "svg",
        ]).stdout
        let picture = try cells(ofSVG: svg)
        let title = picture.cells.filter { "互相关注".contains($0.value) }.sorted { $0.key.column < $1.key.column }
        #expect(title.map(\.value) == ["互", "相", "关", "注"])
        let columns = title.map(\.key.column)
        #expect(zip(columns, columns.dropFirst()).allSatisfy { $1 - $0 == 2 })
    }

    @Test func theSVGIsSelfContainedWithAMonospaceFontAndEscapedText() throws {
        let svg = try cli.run(["gallery", "--button", "follow", "--format", "svg"]).stdout
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("monospace"))
        #expect(!svg.contains("href"))  // nothing external
        #expect(svg.contains("xml:space=\"preserve\""))
        #expect(svg.contains("<rect width="))  // the whole frame's background
    }
}
