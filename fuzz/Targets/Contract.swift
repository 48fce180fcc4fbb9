import Review

/// A small committed contract to compare against.
let fuzzContract = """
    # button-sim contract v1 buttons=x.json locales=en themes=default
    button=a mode=- state=normal raw=0x0 locale=en theme=default title=A fg=#000000
    button=a mode=- state=selected raw=0x4 locale=en theme=default title="A \\" b" fg=#000000

    """

/// libFuzzer target: any bytes as a committed contract for `contract --check`, compared
/// both ways with a small contract and with itself, and the difference's lines made.
/// Comparing must finish in time linear in the input and never trap (quotes left open,
/// a backslash at the end, fields without names, one key on many lines).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContract(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    _ = ContractComparison(old: text, new: fuzzContract).lines
    _ = ContractComparison(old: fuzzContract, new: text).lines
    _ = ContractComparison(old: text, new: text).isEmpty
    return 0
}
