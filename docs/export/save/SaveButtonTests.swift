//
//  SaveButtonTests.swift
//
//  Made by `button-sim export swift --button save`: the states and transitions reviewed
//  in the simulator, as the shipped SaveButton must show them. Titles are checked in the
//  development language (en); colours in light mode, and through
//  the traits in dark mode and with Increase Contrast.
//  The 24 reviewed states with focus are not here: UIKit's focus cannot be set from code.
//

import Testing
import UIKit
@testable import App

/// The reviewed contract of `SaveButton`.
@MainActor
struct SaveButtonTests {
    /// One reviewed state: how code puts the button there, and what it shows there.
    struct Reviewed: Sendable, CustomTestStringConvertible {
        /// The state, as the review names it.
        let name: String
        /// Puts a fresh button in the state, as code would.
        let restore: @MainActor @Sendable (SaveButton) -> Void
        /// The title in the development language; `nil` where it shows a counter.
        let title: String?
        let isEnabled: Bool
        /// What VoiceOver reads as the name, where the review declared it, and after it.
        let accessibilityLabel: String?
        let accessibilityValue: String?
        var testDescription: String { name }

        /// The reviewed states, in the review's order.
        static let states: [Reviewed] = makeStates()

        /// One `append` a row: the type checker takes each on its own (one array literal of closures takes it minutes).
        private static func makeStates() -> [Reviewed] {
            var states: [Reviewed] = []
            states.append(Reviewed(name: "idle · normal", restore: { $0.restore(mode: .idle) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · highlighted", restore: { $0.restore(mode: .idle, isHighlighted: true) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · disabled", restore: { $0.restore(mode: .idle, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · highlighted, disabled", restore: { $0.restore(mode: .idle, isHighlighted: true, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected", restore: { $0.restore(mode: .idle, isSelected: true) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, highlighted", restore: { $0.restore(mode: .idle, isSelected: true, isHighlighted: true) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, disabled", restore: { $0.restore(mode: .idle, isSelected: true, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, highlighted, disabled", restore: { $0.restore(mode: .idle, isSelected: true, isHighlighted: true, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · loading", restore: { $0.restore(mode: .idle, isLoading: true) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            states.append(Reviewed(name: "idle · highlighted, loading", restore: { $0.restore(mode: .idle, isLoading: true, isHighlighted: true) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            states.append(Reviewed(name: "idle · selected, loading", restore: { $0.restore(mode: .idle, isLoading: true, isSelected: true) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            states.append(Reviewed(name: "idle · selected, highlighted, loading", restore: { $0.restore(mode: .idle, isLoading: true, isSelected: true, isHighlighted: true) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            states.append(Reviewed(name: "saving · normal", restore: { $0.restore(mode: .saving, isLoading: false) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · highlighted", restore: { $0.restore(mode: .saving, isLoading: false, isHighlighted: true) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · disabled", restore: { $0.restore(mode: .saving, isLoading: false, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · highlighted, disabled", restore: { $0.restore(mode: .saving, isLoading: false, isHighlighted: true, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · selected", restore: { $0.restore(mode: .saving, isLoading: false, isSelected: true) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · selected, highlighted", restore: { $0.restore(mode: .saving, isLoading: false, isSelected: true, isHighlighted: true) }, title: "Save", isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · selected, disabled", restore: { $0.restore(mode: .saving, isLoading: false, isSelected: true, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · selected, highlighted, disabled", restore: { $0.restore(mode: .saving, isLoading: false, isSelected: true, isHighlighted: true, isEnabled: false) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "saving · loading", restore: { $0.restore(mode: .saving) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            states.append(Reviewed(name: "saving · highlighted, loading", restore: { $0.restore(mode: .saving, isHighlighted: true) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            states.append(Reviewed(name: "saving · selected, loading", restore: { $0.restore(mode: .saving, isSelected: true) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            states.append(Reviewed(name: "saving · selected, highlighted, loading", restore: { $0.restore(mode: .saving, isSelected: true, isHighlighted: true) }, title: "Save", isEnabled: false, accessibilityLabel: nil, accessibilityValue: "Saving"))
            return states
        }
    }

    /// Every state the button can reach shows what was reviewed.
    @Test(arguments: Reviewed.states)
    func reviewedState(_ reviewed: Reviewed) {
        let button = SaveButton(frame: .zero)
        reviewed.restore(button)
        button.updateConfiguration()
        if let title = reviewed.title { #expect((button.configuration?.title ?? "") == title) }
        #expect(button.isEnabled == reviewed.isEnabled)
        if let label = reviewed.accessibilityLabel { #expect(button.accessibilityLabel == label) }
        #expect(button.accessibilityValue == reviewed.accessibilityValue)
    }

    /// A tap moves the machine at once (so an outcome reported inside the app's own action is not
    /// lost), and each outcome the app reports moves it on.
    @Test
    func tapThenEachOutcome() {
        do {  // idle -> tap -> saving -> finishStep() -> idle
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle)
            button.sendActions(for: .primaryActionTriggered)
            #expect(button.mode == .saving)
            #expect(button.isEnabled == false)
            button.finishStep()
            #expect(button.mode == .idle)
        }
    }

    /// Every unguarded transition of the machine (taps, events and the end of a step) reaches its target.
    @Test
    func transitions() {
        do {
            let button = SaveButton(frame: .zero)
            button.enter(.idle)
            button.handle(.tap)
            #expect(button.mode == .saving)
        }
        do {
            let button = SaveButton(frame: .zero)
            button.enter(.saving)
            button.finishStep()
            #expect(button.mode == .idle)
        }
    }

    /// `0xRRGGBB` of a colour resolved for `traits` (light mode by default); `nil` for a transparent one.
    private static func rgb(_ color: UIColor, in traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) -> UInt32? {
        let resolved = color.resolvedColor(with: traits)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha), alpha > 0 else { return nil }
        func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}
// button-sim export stamp 68e498e6b129519a (edit this file and `export swift` keeps it unless --force)
