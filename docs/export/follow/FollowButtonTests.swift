//
//  FollowButtonTests.swift
//
//  Made by `button-sim export swift --button follow`: the states and transitions reviewed
//  in the simulator, as the shipped FollowButton must show them. Titles are checked in the
//  development language (en); colours in light mode.
//  The 36 reviewed states with focus are not here: UIKit's focus cannot be set from code.
//

import UIKit
import XCTest
@testable import App

/// The reviewed contract of `FollowButton`.
final class FollowButtonTests: XCTestCase {
    /// Every state the button can reach shows what was reviewed.
    @MainActor
    func testReviewedStates1() {
        do {  // idle · normal
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · highlighted
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isEnabled: false)
            check(button, title: "Follow", titleColor: 0x8C8C94, background: 0xE4E4E8, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · highlighted, disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isHighlighted: true, isEnabled: false)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · selected
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true)
            check(button, title: "Followed", titleColor: 0x0A58CA, background: nil, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · selected, highlighted
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true, isHighlighted: true)
            check(button, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · selected, disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true, isEnabled: false)
            check(button, title: "Follow", titleColor: 0x8C8C94, background: nil, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · selected, highlighted, disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isSelected: true, isHighlighted: true, isEnabled: false)
            check(button, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · selected, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isMutual: true, isSelected: true)
            check(button, title: "Mutual", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · selected, highlighted, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isMutual: true, isSelected: true, isHighlighted: true)
            check(button, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // idle · selected, disabled, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isMutual: true, isSelected: true, isEnabled: false)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · selected, highlighted, disabled, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isMutual: true, isSelected: true, isHighlighted: true, isEnabled: false)
            check(button, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // idle · loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true)
            check(button, title: "", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // idle · highlighted, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // idle · selected, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true, isSelected: true)
            check(button, title: "", titleColor: 0x0A58CA, background: nil, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // idle · selected, highlighted, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isLoading: true, isSelected: true, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // idle · selected, mutual, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isMutual: true, isLoading: true, isSelected: true)
            check(button, title: "", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // idle · selected, highlighted, mutual, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .idle, isMutual: true, isLoading: true, isSelected: true, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // requesting · normal
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // requesting · highlighted
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // requesting · disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isEnabled: false)
            check(button, title: "Follow", titleColor: 0x8C8C94, background: 0xE4E4E8, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // requesting · highlighted, disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isHighlighted: true, isEnabled: false)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x084298, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // requesting · selected
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isSelected: true)
            check(button, title: "Followed", titleColor: 0x0A58CA, background: nil, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // requesting · selected, highlighted
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isSelected: true, isHighlighted: true)
            check(button, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // requesting · selected, disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isSelected: true, isEnabled: false)
            check(button, title: "Follow", titleColor: 0x8C8C94, background: nil, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // requesting · selected, highlighted, disabled
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isSelected: true, isHighlighted: true, isEnabled: false)
            check(button, title: "Followed", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // requesting · selected, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isMutual: true, isSelected: true)
            check(button, title: "Mutual", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // requesting · selected, highlighted, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isMutual: true, isSelected: true, isHighlighted: true)
            check(button, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: true, accessibilityLabel: nil)
        }
        do {  // requesting · selected, disabled, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isMutual: true, isSelected: true, isEnabled: false)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // requesting · selected, highlighted, disabled, mutual
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isMutual: true, isSelected: true, isHighlighted: true, isEnabled: false)
            check(button, title: "Mutual", titleColor: 0x084298, background: 0xCFE0FA, isEnabled: false, accessibilityLabel: nil)
        }
        do {  // requesting · loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isLoading: true)
            check(button, title: "", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // requesting · highlighted, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isLoading: true, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // requesting · selected, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isLoading: true, isSelected: true)
            check(button, title: "", titleColor: 0x0A58CA, background: nil, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // requesting · selected, highlighted, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isLoading: true, isSelected: true, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // requesting · selected, mutual, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isMutual: true, isLoading: true, isSelected: true)
            check(button, title: "", titleColor: 0x084298, background: 0xE7F0FD, isEnabled: false, accessibilityLabel: "Loading")
        }
        do {  // requesting · selected, highlighted, mutual, loading
            let button = FollowButton(frame: .zero)
            button.restore(mode: .requesting, isMutual: true, isLoading: true, isSelected: true, isHighlighted: true)
            check(button, title: "Follow", titleColor: 0xFFFFFF, background: 0x0A58CA, isEnabled: false, accessibilityLabel: "Loading")
        }
    }

    /// Every unguarded transition of the machine (taps, events and `after: step`) reaches its target.
    @MainActor
    func testTransitions() {
        do {
            let button = FollowButton(frame: .zero)
            button.enter(.idle)
            button.handle(.tap)
            XCTAssertEqual(button.mode, .requesting)
        }
        do {
            let button = FollowButton(frame: .zero)
            button.enter(.requesting)
            button.finishStep()
            XCTAssertEqual(button.mode, .idle)
        }
    }

    /// Checks what one reviewed state shows; `nil` leaves a value unchecked.
    @MainActor
    private func check(_ button: FollowButton, title: String?, titleColor: UInt32, background: UInt32?, isEnabled: Bool, accessibilityLabel: String?, file: StaticString = #filePath, line: UInt = #line) {
        if let title { XCTAssertEqual(button.currentTitle ?? "", title, file: file, line: line) }
        XCTAssertEqual(Self.rgb(button.currentTitleColor), titleColor, "title colour", file: file, line: line)
        XCTAssertEqual(button.backgroundColor.flatMap(Self.rgb), background, "background", file: file, line: line)
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
// button-sim export stamp c6183146c8b87a8d (edit this file and `export swift` keeps it unless --force)
