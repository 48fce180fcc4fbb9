//
//  SaveButtonTests.swift
//
//  Made by `button-sim export swift --button save`: the states and transitions reviewed
//  in the simulator, as the shipped SaveButton must show them. Titles are checked in the
//  development language (en); colours in light mode.
//  The 24 reviewed states with focus are not here: UIKit's focus cannot be set from code.
//

import UIKit
import XCTest
@testable import App

/// The reviewed contract of `SaveButton`.
final class SaveButtonTests: XCTestCase {
    /// Every state the button can reach shows what was reviewed.
    @MainActor
    func testReviewedStates1() {
        do {  // idle · normal
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · highlighted
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isHighlighted: true)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · highlighted, disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isHighlighted: true, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · selected
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · selected, highlighted
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true, isHighlighted: true)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · selected, disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · selected, highlighted, disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true, isHighlighted: true, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
        do {  // idle · highlighted, loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true, isHighlighted: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
        do {  // idle · selected, loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true, isSelected: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
        do {  // idle · selected, highlighted, loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true, isSelected: true, isHighlighted: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
        do {  // saving · normal
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // saving · highlighted
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isHighlighted: true)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // saving · disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // saving · highlighted, disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isHighlighted: true, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // saving · selected
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isSelected: true)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // saving · selected, highlighted
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isSelected: true, isHighlighted: true)
            check(button, title: "Save", isEnabled: true, accessibilityLabel: nil)
        }
        do {  // saving · selected, disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isSelected: true, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // saving · selected, highlighted, disabled
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isSelected: true, isHighlighted: true, isEnabled: false)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: nil)
        }
        do {  // saving · loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isLoading: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
        do {  // saving · highlighted, loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isLoading: true, isHighlighted: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
        do {  // saving · selected, loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isLoading: true, isSelected: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
        do {  // saving · selected, highlighted, loading
            let button = SaveButton(frame: .zero)
            button.restore(mode: .saving, isLoading: true, isSelected: true, isHighlighted: true)
            check(button, title: "Save", isEnabled: false, accessibilityLabel: "Saving")
        }
    }

    /// Every unguarded transition of the machine (taps, events and `after: step`) reaches its target.
    @MainActor
    func testTransitions() {
        do {
            let button = SaveButton(frame: .zero)
            button.enter(.idle)
            button.handle(.tap)
            XCTAssertEqual(button.mode, .saving)
        }
        do {
            let button = SaveButton(frame: .zero)
            button.enter(.saving)
            button.finishStep()
            XCTAssertEqual(button.mode, .idle)
        }
    }

    /// Checks what one reviewed state shows; `nil` leaves a value unchecked.
    @MainActor
    private func check(_ button: SaveButton, title: String?, isEnabled: Bool, accessibilityLabel: String?, file: StaticString = #filePath, line: UInt = #line) {
        button.updateConfiguration()
        if let title { XCTAssertEqual(button.configuration?.title ?? "", title, file: file, line: line) }
        XCTAssertEqual(button.isEnabled, isEnabled, "isEnabled", file: file, line: line)
        if let accessibilityLabel {
            XCTAssertEqual(button.accessibilityLabel, accessibilityLabel, file: file, line: line)
        }
    }

    /// `0xRRGGBB` of a colour in light mode; `nil` for a transparent one.
    private static func rgb(_ color: UIColor) -> UInt32? {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha), alpha > 0 else { return nil }
        func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}
// button-sim export stamp 7324d03d49329f19 (edit this file and `export swift` keeps it unless --force)
