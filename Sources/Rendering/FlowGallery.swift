import ButtonKit
import Canvas
import Theming

/// The flow of a button's machine as a picture (`gallery --flow`): one cell per machine
/// state as the machine reaches it, its entry applied (``MachineFlow``), numbered in the
/// order the machine first reaches them, each labelled with what leads there (`2
/// downloading ← tap`, `3 install ← after step`, `4 sent ← Succeeds`).
public enum FlowGallery {
    /// The cells of `button`'s flow, in order; empty for a button without a machine.
    /// - Parameters:
    ///   - button: The button, at the size to draw.
    ///   - model: What it is drawn with.
    public static func cells(_ button: Button, model: ScreenModel) -> [GalleryView.GalleryCell] {
        steps(button, model: model).map(\.cell)
    }

    /// Each step's cell with its label as heading lines: the step (`2 downloading`), then
    /// what leads there (`← tap`; `← sending · The request fails` when it comes from
    /// another state than the cell before).
    static func steps(_ button: Button, model: ScreenModel) -> [(cell: GalleryView.GalleryCell, heading: [String])] {
        let localization = model.simulator.localization
        let flow = MachineFlow(button.definition, localization: localization)
        return flow.steps.enumerated().map { index, step in
            var shown = step.button
            shown.size = button.size
            var heading = ["\(index + 1) \(step.mode)"]
            if let arrival = step.arrival {
                let from = index > 0 && flow.steps[index - 1].mode == arrival.from ? "" : arrival.from + " · "
                heading.append("← " + from + words(arrival.by, of: button.definition, localization: localization))
            }
            return (
                GalleryView.cell(shown, flags: shown.flags, label: heading.joined(separator: " "), model: model),
                heading
            )
        }
    }

    /// What leads to a step, in words: `tap`, an event's label, `after 1.2s` or `after step`.
    static func words(_ arrival: MachineFlow.Arrival, of definition: ButtonDefinition, localization: Localization)
        -> String
    {
        switch arrival {
        case .tap:
            return "tap"
        case .event(let name):
            return definition.events.first { $0.name == name }.map { localization.text($0.label) } ?? name
        case .timer(.step):
            return "after step"
        case .timer(.milliseconds(let value)), .timer(.named(_, let value)):
            return "after " + seconds(value)
        }
    }

    /// `1s`, `1.2s`, `0.25s`: milliseconds as the shortest exact seconds.
    static func seconds(_ milliseconds: Int) -> String {
        var fraction = String(milliseconds % 1000)
        guard milliseconds % 1000 != 0 else { return "\(milliseconds / 1000)s" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(milliseconds / 1000).\(fraction)s"
    }

    /// The title line of a flow picture.
    static func title(_ button: Button, model: ScreenModel) -> String {
        " Flow: \(button.id), each machine state as the machine reaches it · theme \(model.themeName) · locale \(model.simulator.locale.rawValue)"
    }

    /// The flows of `buttons` stacked in one frame a blank row apart, as ``GalleryPicture``
    /// stacks galleries; buttons without a machine are left out.
    /// - Parameters:
    ///   - buttons: The buttons.
    ///   - model: What they are drawn with.
    ///   - columns: Cells per grid row.
    public static func frame(_ buttons: [Button], model: ScreenModel, columns: Int = StateGallery.columns) -> Frame {
        let withFlows = buttons.filter { $0.definition.machine != nil }
        return GalleryPicture.frame(
            withFlows, cells: withFlows.map { cells($0, model: model) },
            titles: withFlows.map { title($0, model: model) }, model: model, columns: columns)
    }
}
