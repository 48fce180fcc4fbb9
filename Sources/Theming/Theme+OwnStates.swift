import ButtonKit

extension Theme {
    /// The custom states the theme's own state words name (`saving` in a group
    /// `primary.saving-pressed`), in the order its variants first use them, each given
    /// one application bit as a button file would: what `themes check` measures when no
    /// button file says what the words mean. UIKit has 8 application bits; words past
    /// the eighth stay without a bit and are not measured.
    public var ownCustomStates: [CustomState] {
        var names: [String] = []
        for variant in variantNames {
            for group in variants[variant]?.groups ?? [] {
                for name in group.words.custom where !names.contains(name) { names.append(name) }
            }
        }
        return names.enumerated().map { index, name in
            CustomState(name: name, bit: index < 8 ? UInt32(1) << UInt32(16 + index) : 0)
        }
    }
}
