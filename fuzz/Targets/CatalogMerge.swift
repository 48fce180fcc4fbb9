import ButtonKit
import Definitions
import Platform
import SwiftExport
import Theming

let board: BoardDefinition? = {
    let json = """
        {"locales": ["en", "zh-Hans"], "buttons": [{"id": "pay", "titles": {"normal": {"en": "Pay", "zh-Hans": "付"}, "selected": "Paid"}}]}
        """
    guard case .success(let loaded) = BoardLoader.load(data: Data(json.utf8), fileName: "fuzz.json", reservedKeys: [])
    else { return nil }
    return loaded.board
}()

/// libFuzzer target: any bytes as an existing Localizable.xcstrings that `export swift`
/// merges into. The merge must give a catalog or refuse with a reason, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogMerge(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let board, let button = board.buttons.first else { return 0 }
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    _ = try? SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "fuzz", existingCatalog: bytes)
    return 0
}
