extension ButtonFlags {
    /// Turns on a flag by the name states are written with (`highlighted`, `disabled`,
    /// `selected`, `focused` or a custom state), as a key or code would: `disabled` asks for
    /// `isEnabled = false`, and the button's rules apply. An unknown name changes nothing.
    /// - Parameter name: The name.
    public mutating func turnOn(named name: String) {
        if let system = SystemFlag.named(name) {
            set(system.flag, system.flag != .enabled)
        } else if customState(named: name) != nil {
            set(.custom(name), true)
        }
    }
}
