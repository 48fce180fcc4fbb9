import Runtime
import Simulator

/// One raw read from the terminal, before decoding: what `wget_wch` returned, or an
/// event already complete on its own (mouse, resize).
public enum KeyRead: Hashable, Sendable {
    /// A character code (`wget_wch` returned OK).
    case character(UInt32)
    /// A curses function-key code (`wget_wch` returned KEY_CODE_YES).
    case functionKey(UInt32)
    /// A decoded mouse or resize event, passed through in order.
    case event(InputEvent)
}
