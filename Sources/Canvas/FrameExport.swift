/// Turns a ``Frame`` into text another program can show without a terminal: plain lines
/// (``Frame/text``), lines with ANSI 256-colour escapes for `cat`, or an SVG picture for
/// documents and browsers. Pure: the same frame always gives the same bytes, so snapshots
/// of `render` and `gallery` stay stable.
public enum FrameExport {}
