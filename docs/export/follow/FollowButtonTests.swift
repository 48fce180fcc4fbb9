//
//  FollowButtonTests.swift
//
//  Made by `button-sim export swift --button follow`: the states and transitions reviewed
//  in the simulator, as the shipped FollowButton must show them. Titles are checked in the
//  development language (en); colours in light mode, and through
//  the traits in dark mode and with Increase Contrast.
//  The 36 reviewed states with focus are not here: UIKit's focus cannot be set from code.
//

import Testing
import UIKit
@testable import App

/// The reviewed contract of `FollowButton`.
@MainActor
struct FollowButtonTests {
    /// One reviewed state: how code puts the button there, and what it shows there.
    struct Reviewed: Sendable, CustomTestStringConvertible {
        /// The state, as the review names it.
        let name: String
        /// Puts a fresh button in the state, as code would.
        let restore: @MainActor @Sendable (FollowButton) -> Void
        /// The title in the development language; `nil` where it shows a counter.
        let title: String?
        /// The title and background colours in light mode, `0xRRGGBB`; `nil`: transparent.
        let titleColor: UInt32?
        let background: UInt32?
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
            states.append(Reviewed(name: "idle · normal", restore: { $0.restore(mode: .idle) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · highlighted", restore: { $0.restore(mode: .idle, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · disabled", restore: { $0.restore(mode: .idle, isEnabled: false) }, title: "Follow", titleColor: 0x8C8C94, background: 0xE4E4E8, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · highlighted, disabled", restore: { $0.restore(mode: .idle, isHighlighted: true, isEnabled: false) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected", restore: { $0.restore(mode: .idle, isSelected: true) }, title: "Followed", titleColor: 0x0A58CA, background: nil, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, highlighted", restore: { $0.restore(mode: .idle, isSelected: true, isHighlighted: true) }, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, disabled", restore: { $0.restore(mode: .idle, isSelected: true, isEnabled: false) }, title: "Follow", titleColor: 0x8C8C94, background: nil, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, highlighted, disabled", restore: { $0.restore(mode: .idle, isSelected: true, isHighlighted: true, isEnabled: false) }, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, mutual", restore: { $0.restore(mode: .idle, isMutual: true, isSelected: true) }, title: "Mutual", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, highlighted, mutual", restore: { $0.restore(mode: .idle, isMutual: true, isSelected: true, isHighlighted: true) }, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, disabled, mutual", restore: { $0.restore(mode: .idle, isMutual: true, isSelected: true, isEnabled: false) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · selected, highlighted, disabled, mutual", restore: { $0.restore(mode: .idle, isMutual: true, isSelected: true, isHighlighted: true, isEnabled: false) }, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "idle · loading", restore: { $0.restore(mode: .idle, isLoading: true) }, title: "", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Follow", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "idle · highlighted, loading", restore: { $0.restore(mode: .idle, isLoading: true, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Follow", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "idle · selected, loading", restore: { $0.restore(mode: .idle, isLoading: true, isSelected: true) }, title: "", titleColor: 0x0A58CA, background: nil, isEnabled: false, accessibilityLabel: "Followed", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "idle · selected, highlighted, loading", restore: { $0.restore(mode: .idle, isLoading: true, isSelected: true, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Followed", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "idle · selected, mutual, loading", restore: { $0.restore(mode: .idle, isMutual: true, isLoading: true, isSelected: true) }, title: "", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: "Mutual", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "idle · selected, highlighted, mutual, loading", restore: { $0.restore(mode: .idle, isMutual: true, isLoading: true, isSelected: true, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Mutual", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "requesting · normal", restore: { $0.restore(mode: .requesting, isLoading: false) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · highlighted", restore: { $0.restore(mode: .requesting, isLoading: false, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · disabled", restore: { $0.restore(mode: .requesting, isLoading: false, isEnabled: false) }, title: "Follow", titleColor: 0x8C8C94, background: 0xE4E4E8, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · highlighted, disabled", restore: { $0.restore(mode: .requesting, isLoading: false, isHighlighted: true, isEnabled: false) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected", restore: { $0.restore(mode: .requesting, isLoading: false, isSelected: true) }, title: "Followed", titleColor: 0x0A58CA, background: nil, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected, highlighted", restore: { $0.restore(mode: .requesting, isLoading: false, isSelected: true, isHighlighted: true) }, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected, disabled", restore: { $0.restore(mode: .requesting, isLoading: false, isSelected: true, isEnabled: false) }, title: "Follow", titleColor: 0x8C8C94, background: nil, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected, highlighted, disabled", restore: { $0.restore(mode: .requesting, isLoading: false, isSelected: true, isHighlighted: true, isEnabled: false) }, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected, mutual", restore: { $0.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true) }, title: "Mutual", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected, highlighted, mutual", restore: { $0.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true, isHighlighted: true) }, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: true, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected, disabled, mutual", restore: { $0.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true, isEnabled: false) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · selected, highlighted, disabled, mutual", restore: { $0.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true, isHighlighted: true, isEnabled: false) }, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: false, accessibilityLabel: nil, accessibilityValue: nil))
            states.append(Reviewed(name: "requesting · loading", restore: { $0.restore(mode: .requesting) }, title: "", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Follow", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "requesting · highlighted, loading", restore: { $0.restore(mode: .requesting, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Follow", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "requesting · selected, loading", restore: { $0.restore(mode: .requesting, isSelected: true) }, title: "", titleColor: 0x0A58CA, background: nil, isEnabled: false, accessibilityLabel: "Followed", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "requesting · selected, highlighted, loading", restore: { $0.restore(mode: .requesting, isSelected: true, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Followed", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "requesting · selected, mutual, loading", restore: { $0.restore(mode: .requesting, isMutual: true, isSelected: true) }, title: "", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: "Mutual", accessibilityValue: "Loading"))
            states.append(Reviewed(name: "requesting · selected, highlighted, mutual, loading", restore: { $0.restore(mode: .requesting, isMutual: true, isSelected: true, isHighlighted: true) }, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Mutual", accessibilityValue: "Loading"))
            return states
        }
    }

    /// Every state the button can reach shows what was reviewed.
    @Test(arguments: Reviewed.states)
    func reviewedState(_ reviewed: Reviewed) {
        let button = FollowButton(frame: .zero)
        reviewed.restore(button)
        if let title = reviewed.title { #expect((button.currentTitle ?? "") == title) }
        #expect(Self.rgb(button.currentTitleColor) == reviewed.titleColor)
        #expect(button.backgroundColor.flatMap { Self.rgb($0) } == reviewed.background)
        #expect(button.isEnabled == reviewed.isEnabled)
        if let label = reviewed.accessibilityLabel { #expect(button.accessibilityLabel == label) }
        #expect(button.accessibilityValue == reviewed.accessibilityValue)
    }

    /// A tap moves the machine at once (so an outcome reported inside the app's own action is not
    /// lost), and each outcome the app reports moves it on.
    @Test
    func tapThenEachOutcome() {
        do {  // idle -> tap -> requesting -> finishStep(isSelected: true) -> idle
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle)
            button.sendActions(for: .primaryActionTriggered)
            #expect(button.mode == .requesting)
            #expect(button.isEnabled == false)
            button.finishStep(isSelected: true)
            #expect(button.mode == .idle)
            #expect(button.isSelected == true)
        }
        do {  // idle -> tap -> requesting -> stepFailed() -> idle
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle)
            button.sendActions(for: .primaryActionTriggered)
            #expect(button.mode == .requesting)
            #expect(button.isEnabled == false)
            button.stepFailed()
            #expect(button.mode == .idle)
            #expect(button.isSelected == false)
        }
    }

    /// Every unguarded transition of the machine (taps, events and the end of a step) reaches its target.
    @Test
    func transitions() {
        do {
            let button = FollowButton(frame: .zero)
            button.enter(.idle)
            button.handle(.tap)
            #expect(button.mode == .requesting)
        }
        do {
            let button = FollowButton(frame: .zero)
            button.enter(.requesting)
            button.finishStep(isSelected: !button.isSelected)
            #expect(button.mode == .idle)
        }
    }

    /// Dark mode and Increase Contrast: the colours resolve through the traits to the theme's counterparts.
    @Test
    func darkModeAndIncreaseContrastResolveThroughTraits() {
        let button = FollowButton(frame: .zero)
        button.restore(mode: .idle)
        do {
            let traits = UITraitCollection(userInterfaceStyle: .dark)
            #expect(Self.rgb(button.currentTitleColor, in: traits) == 0x0B1526)
            #expect(button.backgroundColor.flatMap { Self.rgb($0, in: traits) } == 0x5A9CF8)
        }
        do {
            let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high)])
            #expect(Self.rgb(button.currentTitleColor, in: traits) == 0xFFFFFF)
            #expect(button.backgroundColor.flatMap { Self.rgb($0, in: traits) } == 0x0040DD)
        }
        do {
            let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high)])
            #expect(Self.rgb(button.currentTitleColor, in: traits) == 0x000000)
            #expect(button.backgroundColor.flatMap { Self.rgb($0, in: traits) } == 0xFFD60A)
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
// button-sim export stamp 83a669247f03f839 (edit this file and `export swift` keeps it unless --force)
