import Simulator

/// libFuzzer target: any text as a play script. Parsing must give steps or one clear
/// error, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlayScript(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    _ = try? PlayScript(parsing: String(decoding: bytes, as: UTF8.self))
    return 0
}
