import Definitions
import Platform

/// libFuzzer target: any bytes as a button file. Loading must return a board or problems,
/// never trap; a loaded board's warnings (coverage, reachability) must be worked out too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzButtonFile(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    if case .success(let loaded) = BoardLoader.load(data: data, fileName: "fuzz.json", reservedKeys: ["q", "t"]) {
        _ = loaded.warnings
    }
    return 0
}
