import ButtonKit

extension InspectorView {
    /// The inspector's `swiftui` line for a button under SwiftUI's rules: the control size
    /// its size stands for, its role and what the role changes, and a disabled container;
    /// `nil` under UIKit's rules, where none of these exist.
    /// - Parameters:
    ///   - button: The target button.
    ///   - localization: The locale VoiceOver reads in.
    static func swiftUIText(_ button: Button, localization: Localization) -> String? {
        guard SwiftUIRules.applies(to: button) else { return nil }
        var parts = [".controlSize(.\(button.drawnSize.controlSize)) (size \(button.drawnSize.rawValue))"]
        if let role = button.definition.role {
            if let system = button.systemLabelRole, let symbol = system.systemSymbol {
                let name = VoiceOver.label(for: button, localization: localization)
                parts.append(
                    "role \(role.rawValue): no title, the system label \(symbol) read \"\(name)\" (approximation)")
            } else {
                parts.append("role \(role.rawValue): VoiceOver reads no role (Apple documents none)")
            }
        }
        if button.flags.isDisabledByContainer {
            parts.append("in a .disabled container: disabled whatever its own state")
        }
        return parts.joined(separator: " · ")
    }
}
