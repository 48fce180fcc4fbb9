import ButtonKit
import ButtonKitTestSupport
import Canvas
import Foundation
import Rendering
import Testing
import Theming

/// Under `NO_COLOR` every reachable state of every built-in and example button looks
/// different from every other, unless the two also look the same in colour
/// (``MonochromeLook``'s mapping: reverse, dim, bold, underline, double outline).
@Suite("NO_COLOR tells every state apart")
struct MonochromeDistinctnessTests {
    /// The built-in board and the example button files.
    static func boards() throws -> [(name: String, board: BoardDefinition)] {
        var boards = [("built-in", BuiltInFixture.board)]
        let folder = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(!files.isEmpty)
        for file in files {
            let json = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            boards.append((file, try BuiltInFixture.board(json: json).get().board))
        }
        return boards
    }

    /// A frame with its colours removed: what a terminal shows under NO_COLOR.
    static func withoutColour(_ frame: Frame) -> String {
        var out = frame.text + "\n"
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let style = frame[column, row].style
                out +=
                    "\(style.bold ? "b" : "-")\(style.dim ? "d" : "-")\(style.reverse ? "r" : "-")\(style.underline ? "u" : "-")"
            }
            out += "\n"
        }
        return out
    }

    @Test(arguments: ShippedThemes.names)
    func noTwoStatesLookAlikeThatDifferInColour(themeName: String) throws {
        let theme = try ShippedThemes.load(themeName)
        var compared = 0
        for (name, board) in try Self.boards() {
            for locale in board.locales {
                let simulator = SimulatorState(board: board, locale: locale)
                let colour = ScreenModel(simulator: simulator, theme: theme)
                let plain = ScreenModel(simulator: simulator, theme: theme, monochrome: true)
                for button in simulator.buttons {
                    var seen: [String: (label: String, colour: Frame)] = [:]
                    for entry in ReachableStates.entries(for: button.definition, localization: simulator.localization) {
                        let shown = entry.button
                        let key = Self.withoutColour(ButtonPicture.frame(shown, model: plain))
                        let inColour = ButtonPicture.frame(shown, model: colour)
                        compared += 1
                        if let earlier = seen[key] {
                            #expect(
                                earlier.colour == inColour,
                                "\(name) \(button.id) \(locale.rawValue): \(earlier.label) and \(entry.label) look alike under NO_COLOR"
                            )
                        } else {
                            seen[key] = (entry.label, inColour)
                        }
                    }
                }
            }
        }
        #expect(compared > 100)
    }

    /// The cases the issue names: primary normal, selected and focused; link focused or not.
    @Test func theNamedCasesDiffer() {
        let model = ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault, monochrome: true)
        func picture(_ id: ButtonID, _ flags: [ButtonFlag]) -> String {
            var button = BuiltInFixture.button(id)
            for flag in flags { button.flags.set(flag, true) }
            return Self.withoutColour(ButtonPicture.frame(button, model: model))
        }
        #expect(picture("primary", []) != picture("primary", [.selected]))
        #expect(picture("link", []) != picture("link", [.focused]))
        #expect(picture("follow", [.selected]) != picture("follow", [.mutual]))
    }
}
