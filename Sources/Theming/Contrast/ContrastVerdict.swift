/// The outcome of one contrast check.
public enum ContrastVerdict: String, Hashable, Sendable, Codable {
    case pass
    case fail
    /// The control is inactive (disabled), which WCAG exempts.
    case exempt
}
