import ButtonKit
import Rendering

/// The last two layouts of the main screen the program loop worked out, kept while their
/// inputs (``LayoutInputs``) hold: plain state of the loop, which draws every frame and
/// resolves every key and click with them.
struct KeptLayout {
    /// The layouts last worked out, the latest first: two, because a status message that
    /// comes and goes switches between the layout with one status row and the one with two.
    private var recent: [Entry] = []

    private struct Entry {
        var inputs: LayoutInputs
        var layout: ScreenLayout
        var longStatus: Bool

        /// ``LayoutInputs/match(_:width:height:message:)``, asked of the entry in its place
        /// in the array (a mutating call borrows it there: reading `recent[i].inputs`
        /// copied the inputs on every key).
        mutating func holds(_ model: ScreenModel, width: Int, height: Int, message: Bool = true) -> Bool {
            inputs.match(model, width: width, height: height, message: message)
        }
    }

    /// The layout of `model` at this size: a kept one when its inputs are unchanged, with
    /// each `fit` button's box as wide as what it shows now.
    /// - Parameter fitted: Whether the `fit` buttons' boxes must follow what they show now;
    ///   a key that needs only whether the screen fits (nothing the boxes' widths move)
    ///   skips measuring every `fit` title again.
    mutating func layout(_ model: ScreenModel, width: Int, height: Int, fitted: Bool = true) -> ScreenLayout {
        let (layout, isFresh) = unfitted(model, width: width, height: height)
        return isFresh || !fitted ? layout : Self.fitted(layout, model)
    }

    /// One of the last two layouts when its inputs are unchanged (a new message counts as
    /// unchanged while it takes as many status rows), else a fresh one.
    private mutating func unfitted(
        _ model: ScreenModel, width: Int, height: Int
    ) -> (layout: ScreenLayout, isFresh: Bool) {
        // In place: `recent.first` would copy the entry, inputs and layout, on every key.
        // Every input held, the message too: the status rows are the same (they follow the
        // message and the width alone), so the message need not be measured.
        for index in recent.indices where recent[index].holds(model, width: width, height: height) {
            if index != 0 { recent.swapAt(0, index) }
            return (recent[0].layout, false)
        }
        // A new message keeps a layout that has as many status rows.
        let longStatus = ScreenLayout.hasLongStatus(model, width: width)
        for index in recent.indices
        where recent[index].longStatus == longStatus
            && recent[index].holds(model, width: width, height: height, message: false)
        {
            // Brought to the front and updated in place: taking the entry out and putting it
            // back copied its inputs and layout on every key that changes the message.
            if index != 0 { recent.swapAt(0, index) }
            recent[0].inputs.status = model.status
            recent[0].inputs.notice = model.status == nil ? model.simulator.notice : nil
            return (recent[0].layout, false)
        }
        let layout = ScreenLayout.compute(model, width: width, height: height)
        let inputs = LayoutInputs(model, width: width, height: height, scrolls: layout.scrolls)
        recent.insert(Entry(inputs: inputs, layout: layout, longStatus: longStatus), at: 0)
        if recent.count > 2 { recent.removeLast() }
        return (layout, true)
    }

    /// The layout with each `fit` button's box as wide as what it shows now: the one part
    /// of the layout that follows the state without moving anything else.
    private static func fitted(_ layout: ScreenLayout, _ model: ScreenModel) -> ScreenLayout {
        var layout = layout
        for index in layout.slots.indices {
            guard let button = model.simulator[layout.slots[index].id], button.definition.width == .fit else {
                continue
            }
            layout.slots[index].box.width = ButtonView.drawnWidth(
                of: button, theme: model.theme, slotWidth: layout.slots[index].slotWidth)
        }
        return layout
    }
}
