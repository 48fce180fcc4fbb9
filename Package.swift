// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ButtonSim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "button-sim", targets: ["button-sim"]),
        .library(name: "ButtonKit", targets: ["ButtonKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The pure state engine: UIKit state semantics, buttons, reducer. No clock, no IO.
        .target(name: "ButtonKit"),
        // The one file writer (atomic, never onto a link, device or folder) and the one
        // bounded file reader (size checked before reading).
        .target(name: "FileAccess"),
        // A strict JSON parser that keeps key order and reports line and column.
        .target(name: "JSONSupport", dependencies: ["Platform", "FileAccess"]),
        // The platform's modules chosen in one file: FoundationEssentials (else Foundation)
        // and Glibc (else Darwin), re-exported, so no other file needs an #if.
        .target(name: "Platform"),
        // Button files: loading, validation with path errors, warnings and state coverage.
        .target(name: "Definitions", dependencies: ["ButtonKit", "JSONSupport", "Platform"]),
        // Saving and restoring the simulator's state file.
        .target(name: "Persistence", dependencies: ["ButtonKit", "JSONSupport", "Platform", "FileAccess"]),
        // Design-token themes: loading, validation, style resolution, contrast, colour mapping.
        .target(name: "Theming", dependencies: ["ButtonKit", "JSONSupport", "Platform"]),
        // Pure frames of cells and the render functions for every screen.
        .target(name: "Rendering", dependencies: ["ButtonKit", "Theming", "JSONSupport"]),
        // The UIKit hand-off: a UIButton subclass and a String Catalog from a button file.
        .target(name: "SwiftExport", dependencies: ["ButtonKit", "Theming", "JSONSupport", "Rendering"]),
        // The application: model, keys to actions, layout, headless runner and exporters.
        .target(
            name: "Simulator",
            dependencies: ["ButtonKit", "Definitions", "Theming", "Rendering", "Persistence", "Platform"]),
        // ncurses' wide-character API, with a shim for what Swift cannot import. One
        // system-library target serves both platforms: its shim header picks the platform's
        // branch itself, and the library it links differs only by name, so TerminalUI
        // links it per platform below instead of the module map.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // The only module that imports CNcurses: the terminal and the Dispatch runtime.
        .target(
            name: "TerminalUI",
            dependencies: ["CNcurses", "Simulator", "Rendering", "Theming", "ButtonKit"],
            linkerSettings: [
                // Linux splits the wide-character build off as ncursesw; macOS's system
                // ncurses is wide-capable under its plain name and has no ncursesw.
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The command line: argument parsing only.
        .executableTarget(
            name: "button-sim",
            dependencies: [
                "TerminalUI", "Simulator", "Theming", "Rendering", "ButtonKit", "Persistence", "SwiftExport",
                "Platform", "FileAccess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds link the Swift runtime statically: the process then touches
            // only the runtime code it uses (peak memory 14.7 MB instead of 17.6 MB).
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("swiftSynchronization", .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // The benchmark: runs the built button-sim and a C ncurses floor in a pseudo-terminal;
        // links none of them. Linux only (pseudo-terminals and /proc); elsewhere it says so.
        .executableTarget(name: "button-sim-bench", dependencies: [], exclude: ["floor"]),

        // Test helpers: a test store with a virtual clock, snapshot assertions.
        .target(name: "ButtonKitTestSupport", dependencies: ["ButtonKit", "Definitions"]),

        .testTarget(
            name: "ButtonKitTests", dependencies: ["ButtonKit", "Definitions", "ButtonKitTestSupport", "Persistence"]),
        .testTarget(
            name: "DefinitionsTests",
            dependencies: ["Definitions", "ButtonKit", "ButtonKitTestSupport", "Simulator", "Theming", "Rendering"],
            exclude: ["HeldOut"]),
        .testTarget(
            name: "PersistenceTests", dependencies: ["Persistence", "ButtonKit", "ButtonKitTestSupport", "FileAccess"]),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(
            name: "ThemingTests", dependencies: ["Theming", "ButtonKit", "JSONSupport", "ButtonKitTestSupport"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering", "Simulator", "Theming", "ButtonKit", "ButtonKitTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SimulatorTests",
            dependencies: ["Simulator", "ButtonKit", "Theming", "Rendering", "Persistence", "ButtonKitTestSupport"]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "Simulator", "Rendering", "Theming", "ButtonKit", "Persistence", "ButtonKitTestSupport",
            ]),
        .testTarget(
            name: "ExportTests", dependencies: ["SwiftExport", "ButtonKit", "Theming", "ButtonKitTestSupport"],
            exclude: ["UIKitStandIn", "Catalogs", "XCTestStandIn"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["ButtonKitTestSupport", "Simulator", "Rendering", "Theming", "TerminalUI"]),
        .testTarget(name: "CLITests", dependencies: ["ButtonKitTestSupport"], exclude: ["Snapshots", "HeldOutFlows"]),
    ]
)
