/// A control's state as UIKit's 32-bit mask (`UIControl.State`), with UIKit's raw values.
///
/// `.normal` is the empty set: test for it with `isEmpty`, never `contains(.normal)`,
/// which is always true. App-defined states live in the ``application`` range
/// (bits 16...23); see ``CustomState``.
public struct ControlState: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 32-bit mask, with UIKit's bit values.
    public let rawValue: UInt32

    /// Creates a state from its raw mask, such as `0x5` for highlighted and selected.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Enabled, neither selected nor highlighted: no bits at all.
    public static let normal: ControlState = []
    /// Highlighted (`1 << 0`): a finger is down on the control, or code set `isHighlighted`.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The control is not enabled (`1 << 1`); UIKit has no enabled bit, only this one.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The control is selected (`1 << 2`), as a toggle button is when on.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// The control has focus (`1 << 3`), as the focus engine gives it on tvOS and iPad keyboards.
    public static let focused = ControlState(rawValue: 1 << 3)
    /// The bits an app may use for its own states (`0x00FF0000`).
    public static let application = ControlState(rawValue: 0x00FF_0000)
    /// The bits UIKit keeps for itself (`0xFF000000`).
    public static let reserved = ControlState(rawValue: 0xFF00_0000)

    /// The four system flags, in bit order, with the names the simulator prints (from
    /// ``SystemFlag``, the one table of their words).
    public static let systemFlags: [(name: String, state: ControlState)] = SystemFlag.all.map { ($0.name, $0.state) }

    /// The system bits defined by UIKit (highlighted, disabled, selected, focused).
    public static let systemMask = ControlState(rawValue: 0xF)

    /// The state UIKit looks values up under: highlighted overrides disabled,
    /// so state 3 reads slot 1 and state 7 reads slot 5.
    public var lookupKey: ControlState {
        contains(.highlighted) ? subtracting(.disabled) : self
    }

    /// `0x00010004` style hexadecimal.
    public var hex: String {
        let digits = String(rawValue, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    /// Short hexadecimal without padding, as UIKit engineers write it (`0x5`).
    public var shortHex: String { "0x" + String(rawValue, radix: 16, uppercase: true) }

    /// The 32 bits grouped as reserved | application | focus-selected-disabled-highlighted,
    /// for example `00000000 00000001 0000 0100` (the low 16 bits show the 4 system bits
    /// after 12 unused ones).
    public var groupedBinary: String {
        func bits(_ value: UInt32, count: Int) -> String {
            let text = String(value, radix: 2)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        let reservedBits = bits(rawValue >> 24, count: 8)
        let applicationBits = bits((rawValue >> 16) & 0xFF, count: 8)
        let unusedBits = bits((rawValue >> 4) & 0xFFF, count: 12)
        let systemBits = bits(rawValue & 0xF, count: 4)
        return "\(reservedBits) \(applicationBits) \(unusedBits) \(systemBits)"
    }

    /// Names of the system flags set, in bit order; `["normal"]` when empty.
    public var systemNames: [String] {
        let names = Self.systemFlags.filter { contains($0.state) }.map(\.name)
        return isEmpty ? [SystemFlag.normalName] : names
    }

    /// Names of the system flags and of the custom states whose bit is set, such as
    /// `["highlighted", "disabled", "loading"]`; `["normal"]` when empty.
    public func names(customStates catalog: [CustomState]) -> [String] {
        let custom = catalog.filter { !$0.bit.isEmpty && contains($0.bit) }.map(\.name)
        let system = Self.systemFlags.filter { contains($0.state) }.map(\.name)
        return system.isEmpty && custom.isEmpty ? [SystemFlag.normalName] : system + custom
    }

    /// The padded hex and the system flag names, such as `0x00000005 [highlighted,selected]`.
    public var description: String { "\(hex) [\(systemNames.joined(separator: ","))]" }
}
