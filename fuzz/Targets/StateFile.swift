@testable import Persistence

/// libFuzzer target: any bytes as a saved state file. Reading must give a state or say
/// what is wrong (truncated, wrong version, corrupt), never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    _ = SavedStateReader.read(bytes)
    return 0
}
