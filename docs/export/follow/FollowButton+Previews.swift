//
//  FollowButton+Previews.swift
//
//  Made by `button-sim export swift --button follow`: one preview per reviewed state, the
//  machine's flow x the review set, as the gallery shows them (4 in all; --all
//  writes one per reachable state).
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

#Preview("requesting · loading") {
    let button = FollowButton(frame: .zero)
    button.restore(mode: .requesting)
    return button
}
// button-sim export stamp fc547c7c50da4e9a (edit this file and `export swift` keeps it unless --force)
