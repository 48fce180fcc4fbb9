import ButtonKit

/// A run of the interactive gallery's cells that starts on a page of its own: the flow (the
/// machine's states as it reaches them, entries applied), then the states the selection
/// adds (the review set beside each machine state, or every reachable state with `--all`).
/// A state the flow already shows is not repeated.
struct GallerySection {
    /// What a section shows, as its heading names it.
    enum Kind {
        /// The machine's states in the order it reaches them (``FlowGallery``).
        case flow
        /// The review set beside each machine state (``ReviewStates``).
        case reviewSet
        /// Every reachable state (``ReachableStates``).
        case everyState
        /// The states `--mode` or `--states` chose.
        case chosenStates

        /// The words after the button's id in the gallery's heading.
        var heading: String {
            switch self {
            case .flow: "the flow"
            case .reviewSet: "the review set"
            case .everyState: "every reachable state"
            case .chosenStates: "chosen states"
            }
        }
    }

    /// What the section shows.
    var kind: Kind
    /// Its cells, in order; never empty.
    var cells: [GalleryView.GalleryCell]

    /// The sections of `button`'s gallery under `model`'s selection: the flow first when the
    /// button has a machine and nothing narrows the selection, then the selection's other states.
    static func sections(_ button: Button, model: ScreenModel) -> [GallerySection] {
        let selection = model.gallerySelection
        let narrowed = selection.mode != nil || selection.states != nil
        let flow = narrowed ? [] : FlowGallery.steps(button, model: model).map(\.cell)
        let shownByFlow = Set(flow.map { StateIdentity($0.button) })
        let rest = GalleryView.cellsFor(button, model: model).filter { !shownByFlow.contains(StateIdentity($0.button)) }
        let restKind: Kind = narrowed ? .chosenStates : selection.all ? .everyState : .reviewSet
        let sections = [GallerySection(kind: .flow, cells: flow), GallerySection(kind: restKind, cells: rest)]
        let shown = sections.filter { !$0.cells.isEmpty }
        // A button whose every state is in its flow still opens a gallery.
        return shown.isEmpty ? [GallerySection(kind: restKind, cells: rest)] : shown
    }
}
