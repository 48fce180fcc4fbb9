// swift-tools-version: 6.0
import PackageDescription

/// Reference programs for button-sim-bench's `--reference` (scripts/bench-references.sh):
/// the C floor's screen written in Swift, alone and behind swift-argument-parser, linked as
/// button-sim's release build is (static Swift runtime, lld, packed relocations), so the
/// benchmark shows what the language and the parser cost at start before button-sim does
/// anything of its own. Linux only, like the benchmark.
let linkedLikeButtonSim: [LinkerSetting] = [
    .unsafeFlags([
        "-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker",
        "--no-export-dynamic", "-L\(Context.packageDirectory)/../../scripts/link",
    ]),
    .linkedLibrary("ncursesw"),
]

/// The two floors behind swift-argument-parser: the parser, and what it brings with it
/// (FoundationEssentials), linked as in button-sim.
let parsedDependencies: [Target.Dependency] = [
    "FloorScreen", .product(name: "ArgumentParser", package: "swift-argument-parser"),
]
let linkedWithTheParser: [LinkerSetting] =
    linkedLikeButtonSim + [
        .linkedLibrary("_FoundationCShims"), .linkedLibrary("_FoundationCollections"),
        .linkedLibrary("swiftSynchronization"),
    ]

let package = Package(
    name: "SwiftFloor",
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(name: "CFloorCurses", path: "Sources/CFloorCurses"),
        .target(name: "FloorScreen", dependencies: ["CFloorCurses"]),
        .executableTarget(name: "swift-floor", dependencies: ["FloorScreen"], linkerSettings: linkedLikeButtonSim),
        .executableTarget(
            name: "swift-floor-parsed",
            dependencies: parsedDependencies, linkerSettings: linkedWithTheParser),
        .executableTarget(
            name: "swift-floor-run-options",
            dependencies: parsedDependencies, linkerSettings: linkedWithTheParser),
    ]
)
