import Figma
import Platform

extension FigmaCheckJob {
    /// The saved response at `design` and the map at `map`, each problem one line naming
    /// the file and the JSON path (exit 1).
    /// - Parameters:
    ///   - design: The saved Figma response's path.
    ///   - map: The map's path, nil for none.
    public static func load(design: String, map: String?) throws(HeadlessFailure) -> (FigmaDocument, FigmaMap) {
        let document: FigmaDocument
        switch FigmaReader.read(URL(fileURLWithPath: design)) {
        case .success(let read): document = read
        case .failure(let error): throw HeadlessFailure("figma check: \(design): \(error.line)")
        }
        guard let map else { return (document, FigmaMap()) }
        switch FigmaMap.read(URL(fileURLWithPath: map)) {
        case .success(let read): return (document, read)
        case .failure(let error): throw HeadlessFailure("figma check: --map \(map): \(error.line)")
        }
    }
}
