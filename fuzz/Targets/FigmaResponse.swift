import Figma
import Platform

/// libFuzzer target: any bytes as a saved Figma REST response. Reading must give a
/// document or one problem with a path, in time linear in the input, and never trap
/// (channels out of range, nodes of the wrong kind, a trigger without its timeout).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFigmaResponse(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    switch FigmaReader.parse(Data(bytes)) {
    case .success(let document): _ = document.componentSets.flatMap(\.variants).map(\.values)
    case .failure(let error): _ = error.line
    }
    return 0
}
