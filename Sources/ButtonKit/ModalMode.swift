/// The steps of the App Store style modal button, in the only order it moves through.
public enum ModalMode: String, CaseIterable, Sendable, Codable {
    case download
    case downloading
    case install
    case installing
    case complete

    /// Whether a step is under way (the button is disabled and a spinner turns).
    public var isInProgress: Bool { self == .downloading || self == .installing }

    /// The mode a tap starts from here, if any.
    public var afterTap: ModalMode? {
        switch self {
        case .download: .downloading
        case .install: .installing
        default: nil
        }
    }

    /// The mode reached when the pending step finishes, if any.
    public var afterStep: ModalMode? {
        switch self {
        case .downloading: .install
        case .installing: .complete
        default: nil
        }
    }

    /// Position in the sequence, for ordering checks.
    public var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
