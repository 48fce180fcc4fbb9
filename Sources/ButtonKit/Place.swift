/// Where a button is, as far as what it can do next goes: its machine state, what the
/// machine last set for `.normal`, and its flags as asked for. Counters are left out, so a
/// counter cannot make the reachable set endless.
struct Place: Hashable {
    var mode: String?
    var titleSetBy: String?
    var image: String?
    var requested: UInt32
    var active: [String]

    init(_ button: Button) {
        mode = button.machineState
        titleSetBy = button.titleSetBy
        image = button.images.stored(for: .normal)
        requested = button.flags.requested.rawValue
        active = button.flags.active
    }
}
