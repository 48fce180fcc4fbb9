//
//  SaveButton+Previews.swift
//
//  Made by `button-sim export swift --button save`: one preview per reviewed state, the
//  machine's flow x the review set, as the gallery shows them (4 in all; --all
//  writes one per reachable state).
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

#Preview("saving · loading") {
    let button = SaveButton(frame: .zero)
    button.restore(mode: .saving)
    return button
}
// button-sim export stamp e2dcb0dcaf80f676 (edit this file and `export swift` keeps it unless --force)
