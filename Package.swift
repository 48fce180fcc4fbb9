// swift-tools-version: 6.0
import PackageDescription

/// Release builds on Linux put each function in a section of its own, so the link can lay
/// out together the functions the program runs (see button-sim's linker settings). They also
/// get a generic type's metadata through its accessor rather than by its mangled name: the
/// name is decoded at run time, and checking the type's requirements (a dictionary's key is
/// Hashable) scans every conformance record in the binary, once per type, at start.
let laidOut: [SwiftSetting] = [
    .unsafeFlags(
        [
            "-Xfrontend", "-function-sections", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
        ], .when(platforms: [.linux], configuration: .release))
]

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
        .target(name: "ButtonKit", swiftSettings: laidOut),
        // The one file writer (atomic, never onto a link, device or folder) and the one
        // bounded file reader (size checked before reading).
        .target(name: "FileAccess", swiftSettings: laidOut),
        // A strict JSON parser that keeps key order and reports line and column.
        .target(name: "JSONSupport", dependencies: ["Platform", "FileAccess"], swiftSettings: laidOut),
        // The platform's modules chosen in one file: FoundationEssentials (else Foundation)
        // and Glibc (else Darwin), re-exported, so no other file needs an #if.
        .target(name: "Platform", swiftSettings: laidOut),
        // Button files: loading, validation with path errors, warnings and state coverage.
        .target(
            name: "Definitions", dependencies: ["ButtonKit", "JSONSupport", "Platform", "FileAccess"],
            swiftSettings: laidOut),
        // Saving and restoring the simulator's state file.
        .target(
            name: "Persistence", dependencies: ["ButtonKit", "JSONSupport", "Platform", "FileAccess"],
            swiftSettings: laidOut),
        // Design-token themes: loading, validation, style resolution (a button's style for its
        // variant, size and state, and words for where a value came from), contrast, colour
        // mapping.
        .target(
            name: "Theming", dependencies: ["ButtonKit", "JSONSupport", "Platform", "FileAccess", "Escaping"],
            swiftSettings: laidOut),
        // Text made safe for where it goes (terminal, JSON, Markdown, HTML: control and
        // bidirectional characters spelled out) and the shell of a self-contained HTML page.
        .target(name: "Escaping", swiftSettings: laidOut),
        // The cell canvas: frames of cells, display width, box drawing, frame diffs, and a
        // frame as text, ANSI or a terminal byte stream.
        .target(name: "Canvas", dependencies: ["Theming", "Escaping"], swiftSettings: laidOut),
        // The device look: a button as a phone draws it, in SVG (metrics, fonts, title
        // fitting, geometry), and a frame of cells as SVG, which shares its SVG writer.
        .target(
            name: "DeviceLook", dependencies: ["ButtonKit", "Theming", "Canvas", "Escaping"], swiftSettings: laidOut),
        // What each reachable state shows and does (state facts), the one model every
        // view and export reads.
        .target(name: "Facts", dependencies: ["ButtonKit", "Theming", "DeviceLook"], swiftSettings: laidOut),
        // Saved Figma REST responses (GET /v1/files/:key, /nodes): component sets, their
        // variants, what each draws and its prototype; read bounded, never from the network.
        .target(name: "Figma", dependencies: ["JSONSupport", "Platform", "Theming"], swiftSettings: laidOut),
        // The screens: the main screen, gallery, inspector, help, status line and their
        // layout, drawn into frames; the pictures of screens, in cells and device look.
        .target(
            name: "Rendering", dependencies: ["ButtonKit", "Theming", "Canvas", "DeviceLook", "Escaping"],
            swiftSettings: laidOut),
        // The accessibility audit of every reachable state in every environment.
        .target(
            name: "Audit", dependencies: ["ButtonKit", "Theming", "DeviceLook", "Escaping"], swiftSettings: laidOut),
        // The code hand-offs: a UIButton subclass, and a SwiftUI twin (view, style, look table
        // from the state facts, model), with one String Catalog and one asset catalog.
        .target(
            name: "SwiftExport",
            dependencies: ["ButtonKit", "Theming", "JSONSupport", "Escaping", "DeviceLook", "Facts"],
            swiftSettings: laidOut),
        // Review: the reachable-state contract, diffs of button files and themes, the HTML
        // review sheet (with the audit's own findings); all built over the one reachable set.
        .target(
            name: "Review",
            dependencies: ["ButtonKit", "Facts", "Theming", "DeviceLook", "JSONSupport", "Escaping", "Audit"],
            swiftSettings: laidOut),
        // The application: model, keys to actions, layout, headless runner and exporters.
        .target(
            name: "Simulator",
            dependencies: [
                "ButtonKit", "Definitions", "Theming", "Rendering", "Canvas", "Escaping", "Persistence", "Platform",
            ],
            swiftSettings: laidOut),
        // The one program loop and its live wiring on Dispatch, over any terminal backend:
        // links no ncurses, so tests run it over the in-memory terminal. Recording (asciicast)
        // is a backend beside it.
        .target(
            name: "Runtime",
            dependencies: [
                "ButtonKit", "Simulator", "Rendering", "Canvas", "Escaping", "Theming", "Persistence", "JSONSupport",
            ],
            swiftSettings: laidOut),
        // What the commands do without a terminal: one loader of board, themes and locale (not
        // the interactive launcher: no state file, no terminal size), the script-file reader,
        // and the render, gallery, play, audit, diff and export jobs. Links no ncurses, so its
        // tests run a command's work in process.
        .target(
            name: "Headless",
            dependencies: [
                "ButtonKit", "Simulator", "Runtime", "Rendering", "Canvas", "DeviceLook", "Escaping", "Theming",
                "Review", "Audit", "SwiftExport", "FileAccess", "Platform", "Facts", "Figma", "Definitions",
                "JSONSupport",
            ],
            swiftSettings: laidOut),
        // Writes the shipped themes as Swift values for Theming, and the built-in board for
        // Simulator (scripts/embed-json.sh runs it).
        .executableTarget(
            name: "generate-built-ins",
            dependencies: ["Theming", "FileAccess", "Platform", "Definitions", "Simulator"],
            swiftSettings: laidOut),
        // ncurses' wide-character API, with a shim for what Swift cannot import. One
        // system-library target serves both platforms: its shim header picks the platform's
        // branch itself, and the library it links differs only by name, so TerminalUI
        // links it per platform below instead of the module map.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // The only module that imports CNcurses: the ncurses backend of the program loop.
        .target(
            name: "TerminalUI",
            dependencies: ["CNcurses", "Runtime", "Simulator", "Canvas", "Escaping", "Theming", "Platform"],
            swiftSettings: laidOut,
            linkerSettings: [
                // Linux splits the wide-character build off as ncursesw; macOS's system
                // ncurses is wide-capable under its plain name and has no ncursesw.
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The command line: argument parsing, option groups declared once, and one call per
        // command into Headless (or, for run and present, the interactive launcher).
        .executableTarget(
            name: "button-sim",
            dependencies: [
                "Headless", "TerminalUI", "Runtime", "Simulator", "Theming", "Canvas", "DeviceLook", "Escaping",
                "ButtonKit", "Review", "Platform", "FileAccess", "JSONSupport", "Audit", "Facts", "Figma",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: laidOut,
            // Release builds on Linux link the Swift runtime, and libstdc++ under it
            // (scripts/link/libstdc++.so), statically: the process maps only the runtime
            // code it uses. They link with lld, which lays out first the functions a
            // benchmark run of the interactive program executes, a spinner tick's first
            // (scripts/generate-symbol-order.sh writes the list), packs the relocations
            // the loader applies at start (DT_RELR) and exports no symbols.
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker",
                        "--symbol-ordering-file=\(Context.packageDirectory)/scripts/symbol-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "--no-export-dynamic", "-L\(Context.packageDirectory)/scripts/link",
                    ], .when(platforms: [.linux], configuration: .release)),
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
        // The app reducer as the program loop drives it, and its test store.
        .target(
            name: "SimulatorTestSupport",
            dependencies: ["Simulator", "Runtime", "Rendering", "ButtonKit", "ButtonKitTestSupport"]),

        .testTarget(
            name: "ButtonKitTests", dependencies: ["ButtonKit", "Definitions", "ButtonKitTestSupport", "Persistence"]),
        .testTarget(
            name: "DefinitionsTests",
            dependencies: [
                "Definitions", "ButtonKit", "ButtonKitTestSupport", "Simulator", "Theming", "JSONSupport", "Runtime",
            ],
            exclude: ["HeldOut"]),
        .testTarget(
            name: "PersistenceTests", dependencies: ["Persistence", "ButtonKit", "ButtonKitTestSupport", "FileAccess"]),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(name: "JSONSupportTests", dependencies: ["JSONSupport"]),
        .testTarget(name: "FigmaTests", dependencies: ["Figma", "JSONSupport", "Theming"], exclude: ["Fixtures"]),
        .testTarget(
            name: "AuditTests",
            dependencies: [
                "Audit", "ButtonKit", "Theming", "Rendering", "DeviceLook", "Definitions", "ButtonKitTestSupport",
            ]),
        .testTarget(
            name: "ThemingTests", dependencies: ["Theming", "ButtonKit", "JSONSupport", "ButtonKitTestSupport"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "Rendering", "Canvas", "DeviceLook", "Escaping", "Simulator", "Theming", "ButtonKit",
                "ButtonKitTestSupport",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SimulatorTests",
            dependencies: [
                "Simulator", "Runtime", "ButtonKit", "Theming", "Rendering", "Canvas", "Persistence",
                "ButtonKitTestSupport", "SimulatorTestSupport", "Definitions",
            ]),
        .testTarget(
            name: "RuntimeTests",
            dependencies: [
                "Runtime", "Simulator", "Rendering", "Canvas", "Theming", "ButtonKit", "Persistence",
                "ButtonKitTestSupport", "SimulatorTestSupport",
            ]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "Runtime", "Simulator", "Canvas", "Escaping", "Theming"]),
        .testTarget(
            name: "ExportTests",
            dependencies: ["SwiftExport", "ButtonKit", "Theming", "JSONSupport", "ButtonKitTestSupport"],
            exclude: ["UIKitModel", "UIKitModelChecks", "Catalogs", "XCTestStandIn", "SwiftUIModel"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "ButtonKitTestSupport", "Simulator", "Rendering", "Canvas", "Theming", "TerminalUI", "Runtime",
            ]),
        .testTarget(
            name: "ReviewTests",
            dependencies: ["Review", "ButtonKit", "Theming", "Audit", "Escaping", "ButtonKitTestSupport"]),
        .testTarget(
            name: "FactsTests", dependencies: ["Facts", "ButtonKit", "Theming", "DeviceLook", "ButtonKitTestSupport"]),
        .testTarget(
            name: "HeadlessTests",
            dependencies: ["Headless", "Simulator", "ButtonKit", "Review", "Facts", "ButtonKitTestSupport", "Figma"]),
        .testTarget(
            name: "CLITests", dependencies: ["ButtonKitTestSupport"],
            exclude: ["Snapshots", "HeldOutFlows", "DiffVersions"]),
    ]
)
