import JSONSupport

/// Reads a ButtonSim on/off role (`underline`, `dim`, `brand-surface`): a DTCG `number`
/// token holding 1 for on or 0 for off. DTCG has no boolean or text-decoration type, so
/// these roles are numbers, which every DTCG tool reads.
enum SwitchTokenValue {
    static func parse(_ value: JSONValue) -> Result<Bool, TokenValueError> {
        switch value {
        case .number(1): .success(true)
        case .number(0): .success(false)
        default: .failure(TokenValueError("expected 1 (on) or 0 (off), found \(value.quoted(limit: 40))"))
        }
    }
}
