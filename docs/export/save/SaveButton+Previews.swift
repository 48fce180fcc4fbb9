//
//  SaveButton+Previews.swift
//
//  Made by `button-sim export swift --button save`: one preview per state the button
//  can reach, as reviewed in the simulator (24 in all).
//  The 24 reviewed states with focus are not here: UIKit's focus cannot be set from code.
//

import UIKit

#Preview("idle · normal") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle)
    return button
}

#Preview("idle · highlighted") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isHighlighted: true)
    return button
}

#Preview("idle · disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isEnabled: false)
    return button
}

#Preview("idle · highlighted, disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("idle · selected") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true)
    return button
}

#Preview("idle · selected, highlighted") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true, isHighlighted: true)
    return button
}

#Preview("idle · selected, disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true, isEnabled: false)
    return button
}

#Preview("idle · selected, highlighted, disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isSelected: true, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("idle · loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true)
    return button
}

#Preview("idle · highlighted, loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true, isHighlighted: true)
    return button
}

#Preview("idle · selected, loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true, isSelected: true)
    return button
}

#Preview("idle · selected, highlighted, loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .idle, isLoading: true, isSelected: true, isHighlighted: true)
    return button
}

#Preview("saving · normal") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false)
    return button
}

#Preview("saving · highlighted") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false, isHighlighted: true)
    return button
}

#Preview("saving · disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false, isEnabled: false)
    return button
}

#Preview("saving · highlighted, disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("saving · selected") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false, isSelected: true)
    return button
}

#Preview("saving · selected, highlighted") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false, isSelected: true, isHighlighted: true)
    return button
}

#Preview("saving · selected, disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false, isSelected: true, isEnabled: false)
    return button
}

#Preview("saving · selected, highlighted, disabled") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isLoading: false, isSelected: true, isHighlighted: true, isEnabled: false)
    return button
}

#Preview("saving · loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving)
    return button
}

#Preview("saving · highlighted, loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isHighlighted: true)
    return button
}

#Preview("saving · selected, loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isSelected: true)
    return button
}

#Preview("saving · selected, highlighted, loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving, isSelected: true, isHighlighted: true)
    return button
}
// button-sim export stamp ca78e6987a42ced6 (edit this file and `export swift` keeps it unless --force)
