import Canvas

/// What a picture command draws: terminal cells, printed in the format asked for, or a
/// finished document (the device look's SVG), printed as it is.
public enum Picture {
    /// Terminal cells.
    case frame(Frame)
    /// A finished document.
    case document(String)
}
