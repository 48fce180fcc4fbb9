import Platform
import Theming

/// libFuzzer target: any bytes as a theme file. Loading must return a theme or problems,
/// never trap (alias chains and cycles, dimensions, state groups).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    _ = ThemeLoader.load(data: data, fileName: "fuzz.tokens.json")
    return 0
}
