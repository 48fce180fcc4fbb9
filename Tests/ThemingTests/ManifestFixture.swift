import Foundation

@testable import Theming

/// A team's token files and a manifest written to a temporary folder, so a test can load
/// the manifest as a user would. ``remove()`` deletes the folder.
struct ManifestFixture {
    let folder: URL

    /// Primitive colours and sizes, in the team's own names.
    static let primitives = """
        {
          "palette": {
            "$type": "color",
            "white": {"$value": "#ffffff"},
            "ink": {"$value": "#111111"},
            "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.2, 0.6], "hex": "#003399"}},
            "navy": {"$value": "#001a4d"},
            "grey": {"$value": "#888888"},
            "clear": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0}}
          },
          "size": {
            "$type": "dimension",
            "control": {
              "small": {"$value": {"value": 32, "unit": "px"}},
              "medium": {"$value": {"value": 44, "unit": "px"}}
            },
            "gap": {"small": {"$value": {"value": 1, "unit": "rem"}}, "medium": {"$value": {"value": 24, "unit": "px"}}},
            "round": {"$value": {"value": 8, "unit": "px"}},
            "stroke": {"$value": {"value": 1, "unit": "px"}}
          }
        }
        """

    /// Button colours ordered part-then-state, aliasing the primitives of the other file.
    static let buttons = """
        {
          "btn": {
            "$type": "color",
            "brand": {
              "bg-rest": {"$value": "{palette.blue}"},
              "bg-active": {"$value": "{palette.navy}"},
              "bg-off": {"$value": "{palette.grey}"},
              "fg-rest": {"$value": "{palette.white}"},
              "line-rest": {"$value": "{palette.clear}"}
            }
          }
        }
        """

    /// The manifest mapping ButtonSim's roles onto the two files.
    static let manifest = """
        {
          "$schema": "../Schemas/theme-manifest.schema.json",
          "tokens": ["primitives.json", "buttons.json"],
          "variants": {"primary": "brand"},
          "states": {"default": "rest", "pressed": "active", "disabled": "off"},
          "parts": {"background": "bg", "foreground": "fg", "border": "line"},
          "sizes": {"sm": "small", "md": "medium"},
          "map": {
            "color.button.{variant}.{state}.{part}": "{btn.{variant}.{part}-{state}}",
            "color.button.primary.disabled.foreground": "{palette.ink}",
            "color.surface.default": "{palette.white}",
            "color.foreground.default": "{palette.ink}",
            "color.foreground.muted": "{palette.grey}",
            "color.foreground.accent": "{palette.blue}",
            "color.foreground.danger": "#cc0000",
            "color.background.brand": "{palette.blue}",
            "height.button.{size}": "{size.control.{size}}",
            "padding-x.button.{size}": "{size.gap.{size}}",
            "radius.button.default": "{size.round}",
            "border-width.button.default": "{size.stroke}"
          }
        }
        """

    /// Writes the files (`name -> text`) to a new temporary folder.
    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    /// The standard team: primitives, buttons and the manifest `team.theme.json`.
    static func team(manifest: String = manifest, extra: [String: String] = [:]) throws -> ManifestFixture {
        try ManifestFixture(
            ["primitives.json": primitives, "buttons.json": buttons, "team.theme.json": manifest].merging(
                extra, uniquingKeysWith: { _, new in new }))
    }

    /// The file's path with the folder as the loader names it.
    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func load(_ name: String = "team.theme.json", strict: Bool = false) -> Result<Theme, ThemeLoadError> {
        ThemeLoader.load(contentsOf: url(name), strict: strict)
    }

    /// The problem lines with the folder cut off, or `[]` when it loads.
    func problemLines(_ name: String = "team.theme.json") -> [String] {
        guard case .failure(let error) = load(name) else { return [] }
        return error.problems.map { $0.line.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
