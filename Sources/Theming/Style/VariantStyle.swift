import ButtonKit

/// One variant's tokens: the default colours, the state groups that patch them, the
/// spinner colour, and its presentation rules beyond colour. Which state a group stands for depends on the button's custom states,
/// so the state table is built per button when a style is looked up.
struct VariantStyle: Hashable, Sendable {
    /// One state group of the variant (`selected-pressed`), with the colours it sets.
    struct StateGroup: Hashable, Sendable {
        var name: String
        var words: StateTokenName.Parsed
        var patch: StylePatch
    }

    var base: ButtonColors
    /// The groups besides `default`, in file order.
    var groups: [StateGroup]
    /// `theme.color.button.<variant>.spinner`; `nil` means the state's foreground.
    var spinner: RGBColor?
    /// Text weight, underline, faintness and surface (``VariantPresentation``).
    var presentation = VariantPresentation.defaults
    /// What a button with some custom states looks its style up in, built once.
    struct Tables {
        /// The colour patches by state (``patches(customStates:)``).
        var patches: StateTable<StylePatch>
        /// The text rules, ordered (``VariantPresentation/ordered(customStates:)``).
        var text: [(state: ControlState, patch: TextPatch)]
    }

    /// The tables already built, by the custom states they were built for.
    var built = Memo<[CustomState], Tables>()

    /// The colour patches and text rules for a button with these custom states.
    func tables(customStates: [CustomState]) -> Tables {
        built.value(for: customStates) {
            Tables(
                patches: table(customStates: customStates), text: presentation.ordered(customStates: customStates))
        }
    }

    /// The patches by state for a button with these custom states, in UIKit's state table
    /// (`.normal` holds an empty patch). Groups naming a state the button lacks, or one
    /// without a bit, and groups holding both highlighted and disabled are left out.
    func patches(customStates: [CustomState]) -> StateTable<StylePatch> { tables(customStates: customStates).patches }

    /// The title's weight, underline and faintness in `state`.
    func look(state: ControlState, customStates: [CustomState]) -> TextLook {
        VariantPresentation.look(state: state, rules: tables(customStates: customStates).text)
    }

    private func table(customStates: [CustomState]) -> StateTable<StylePatch> {
        var entries: [(ControlState, StylePatch)] = [(.normal, .empty)]
        for group in groups {
            guard let state = group.words.state(customStates: customStates),
                !state.contains([.highlighted, .disabled]),
                !entries.contains(where: { $0.0 == state })
            else { continue }
            entries.append((state, group.patch))
        }
        return StateTable(entries: entries)
    }
}
