//
//  FollowButton+Previews.swift
//
//  Made by `button-sim export swift --button follow`: one preview per state the button
//  can reach, as reviewed in the simulator (36 in all).
//  The 36 reviewed states with focus are not here: UIKit's focus cannot be set from code.
//

import UIKit

#Preview("idle · normal") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle)
    return button
}

#Preview("idle · highlighted") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isHighlighted: true)
    return button
}

#Preview("idle · disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isEnabled: false)
    return button
}

#Preview("idle · highlighted, disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("idle · selected") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true)
    return button
}

#Preview("idle · selected, highlighted") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true, isHighlighted: true)
    return button
}

#Preview("idle · selected, disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true, isEnabled: false)
    return button
}

#Preview("idle · selected, highlighted, disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("idle · selected, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isMutual: true, isSelected: true)
    return button
}

#Preview("idle · selected, highlighted, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isMutual: true, isSelected: true, isHighlighted: true)
    return button
}

#Preview("idle · selected, disabled, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isMutual: true, isSelected: true, isEnabled: false)
    return button
}

#Preview("idle · selected, highlighted, disabled, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isMutual: true, isSelected: true, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("idle · loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true)
    return button
}

#Preview("idle · highlighted, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true, isHighlighted: true)
    return button
}

#Preview("idle · selected, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true, isSelected: true)
    return button
}

#Preview("idle · selected, highlighted, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true, isSelected: true, isHighlighted: true)
    return button
}

#Preview("idle · selected, mutual, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isMutual: true, isLoading: true, isSelected: true)
    return button
}

#Preview("idle · selected, highlighted, mutual, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .idle, isMutual: true, isLoading: true, isSelected: true, isHighlighted: true)
    return button
}

#Preview("requesting · normal") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false)
    return button
}

#Preview("requesting · highlighted") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false, isHighlighted: true)
    return button
}

#Preview("requesting · disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false, isEnabled: false)
    return button
}

#Preview("requesting · highlighted, disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("requesting · selected") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false, isSelected: true)
    return button
}

#Preview("requesting · selected, highlighted") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false, isSelected: true, isHighlighted: true)
    return button
}

#Preview("requesting · selected, disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false, isSelected: true, isEnabled: false)
    return button
}

#Preview("requesting · selected, highlighted, disabled") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isLoading: false, isSelected: true, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("requesting · selected, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true)
    return button
}

#Preview("requesting · selected, highlighted, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true, isHighlighted: true)
    return button
}

#Preview("requesting · selected, disabled, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true, isEnabled: false)
    return button
}

#Preview("requesting · selected, highlighted, disabled, mutual") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isMutual: true, isLoading: false, isSelected: true, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("requesting · loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting)
    return button
}

#Preview("requesting · highlighted, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isHighlighted: true)
    return button
}

#Preview("requesting · selected, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isSelected: true)
    return button
}

#Preview("requesting · selected, highlighted, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isSelected: true, isHighlighted: true)
    return button
}

#Preview("requesting · selected, mutual, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isMutual: true, isSelected: true)
    return button
}

#Preview("requesting · selected, highlighted, mutual, loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting, isMutual: true, isSelected: true, isHighlighted: true)
    return button
}
// button-sim export stamp ea3ee52ac6aca92e (edit this file and `export swift` keeps it unless --force)
