/// The key table shown by the help overlay and the legend (DESIGN.md section 3).
public enum KeyHelp {
    public static let entries: [(keys: String, does: String)] = [
        ("Tab / Shift-Tab, ← →", "move the target"),
        ("Space, Enter", "tap: highlight 150 ms, touch up inside, action"),
        ("h", "code toggles isHighlighted (even disabled: 3, 7)"),
        ("s", "toggle selected"),
        ("l", "toggle loading (1<<17 | disabled)"),
        ("m", "toggle mutual (1<<16 | selected)"),
        ("e", "toggle enabled as asked for (loading still wins)"),
        ("f", "toggle the UIKit .focused bit"),
        ("r", "reset the target button"),
        ("g", "gallery: every state combination of the target"),
        ("t", "next theme"),
        ("?", "this help"),
        ("q, Esc", "quit, saving the state (Esc first closes an overlay)"),
        ("mouse click", "tap: press highlights, release inside acts"),
    ]

    /// Legends from longest to shortest; the renderer takes the first that fits.
    public static let legends: [String] = [
        "Tab/←→ target · Space tap · h highlight · s select · l loading · m mutual · e enable · f focus · r reset · g gallery · t theme · ? help · q quit",
        "Tab target · Space tap · h highlight · s select · l load · m mutual · e enable · f focus · r reset · g gallery · t theme · ? help · q quit",
        "Tab target · Space tap · h s l m e f r · g gallery · t theme · ? help · q quit",
    ]
}
