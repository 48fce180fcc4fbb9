import ButtonKit
import ButtonKitTestSupport

/// The built-in board's buttons by index (Buttons/default.json's order), and what their
/// machines do, written out for exhaustive stores' expectations.
extension SimulatorState {
    /// The follow button's index.
    static let followIndex = 0
    /// The modal button's index.
    static let modalIndex = 1

    /// The modal's machine enters `name`: its title for `.normal` (and the image given),
    /// `enabled` as asked, and its step timer while in a pending step.
    mutating func modalEnters(_ name: String, _ title: String, enabled: Bool, image: String? = nil) {
        let index = Self.modalIndex
        buttons[index].machineState = name
        buttons[index].titleSetBy = name
        buttons[index].titles.set(title, for: .normal)
        if let image { buttons[index].images.set(image, for: .normal) }
        buttons[index].flags.set(.enabled, enabled)
        if ["downloading", "installing"].contains(name) {
            pendingTimers.insert(.after(.modal, 0))
        } else {
            pendingTimers.remove(.after(.modal, 0))
        }
    }

    /// The follow button's tap: a follow request, loading until its step timer.
    mutating func followRequests() {
        buttons[Self.followIndex].machineState = "requesting"
        buttons[Self.followIndex].flags.set(.loading, true)
        pendingTimers.insert(.after(.follow, 0))
    }

    /// The follow request's step ends: loading clears and selected toggles.
    mutating func followRequestEnds() {
        buttons[Self.followIndex].machineState = "idle"
        buttons[Self.followIndex].flags.set(.loading, false)
        buttons[Self.followIndex].flags.toggle(.selected)
        pendingTimers.remove(.after(.follow, 0))
    }
}
