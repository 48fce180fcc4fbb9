// The entry point scripts/verify-export links with the exported Swift Testing suites: Swift
// Testing's own, as SwiftPM's generated test runner calls it (swift-testing's
// Documentation/CMake.md, "Add an entry point"). It reads the usual `swift test` options, among
// them `--event-stream-output-path`, whose JSON records (Documentation/ABI/JSON.md) the script
// reads the results from.
import Testing

@main
struct Runner {
    static func main() async {
        await Testing.__swiftPMEntryPoint() as Never
    }
}
