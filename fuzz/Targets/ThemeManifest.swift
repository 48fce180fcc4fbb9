import Foundation
import Theming

/// A folder for the manifest under test, with one small token file it may list
/// (`tokens.json`), made once per run in the current folder (scripts/fuzz.sh runs each
/// target in its work folder, removed afterwards).
let manifestFolder: URL = {
    let folder = URL(fileURLWithPath: "manifest-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let tokens = ##"{"color": {"$type": "color", "ink": {"$value": "#112233"}, "paper": {"$value": "#ffffff"}}}"##
    try? Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.json"))
    return folder
}()

/// libFuzzer target: any bytes as a theme manifest (`NAME.theme.json`), loaded through
/// the public entry, ``ThemeLoader/load(contentsOf:strict:)``, which reads it with the
/// manifest reader: token file lists, variant, state, part and size tables, the map and
/// counterparts. Loading must return a theme or problems, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeManifest(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let url = manifestFolder.appendingPathComponent("fuzz.theme.json")
    guard (try? data.write(to: url)) != nil else { return 0 }
    _ = ThemeLoader.load(contentsOf: url)
    _ = ThemeLoader.load(contentsOf: url, strict: true)
    return 0
}
