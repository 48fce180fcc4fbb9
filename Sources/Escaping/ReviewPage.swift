/// The shell of a self-contained review page (the HTML diff and the review sheet): inline
/// CSS, inline SVG, no script and no request to any network (its content security policy
/// forbids them), readable in any browser and when attached to a pull request.
public enum ReviewPage {
    /// The whole document.
    /// - Parameters:
    ///   - title: The page's title (escaped here).
    ///   - body: The body's markup, already escaped.
    public static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="generator" content="button-sim"/>
        <title>\(escape(title))</title>
        <style>
        \(css)
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// Text for content and attributes: control and bidirectional characters spelled out
    /// (`\x1B`, `\u{202E}`) so a title cannot reorder or hide the words around it, then
    /// markup characters as entities. (The pictures draw a title as the phone would.)
    public static func escape(_ text: String) -> String {
        ControlCharacterEscaping.markupEscaped(ControlCharacterEscaping.escaped(text))
    }

    /// One look for both pages: system fonts, a light page, tables that wrap.
    static let css = """
        body { font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; background: #fff; margin: 24px; max-width: 1200px; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #d2d2d7; padding-bottom: 4px; }
        h2 code { font-size: 18px; }
        h3 { font-size: 14px; margin: 16px 0 6px; } .summary, .muted { color: #5e5e66; }
        code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f2f2f5; padding: 1px 4px; border-radius: 4px; }
        table { border-collapse: collapse; margin: 6px 0 12px; } th, td { border: 1px solid #d2d2d7; padding: 3px 8px; text-align: left; vertical-align: top; }
        th { background: #f5f5f7; font-weight: 600; } td.old { background: #fff1f0; } td.new { background: #effaf1; }
        .pair, .states { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; border: 1px solid #d2d2d7; border-radius: 8px; padding: 8px; background: #fafafa; }
        figcaption { font-size: 12px; color: #5e5e66; margin-bottom: 4px; }
        .added > h3::before { content: "+ "; color: #1a7f37; } .removed > h3::before { content: "− "; color: #cf222e; } .changed > h3::before { content: "~ "; color: #9a6700; }
        .finding { color: #9f1d16; } .finding.exempt { color: #5e5e66; } .ok { color: #1a7f37; }
        figure.state { width: 300px; } figure.state svg { max-width: 100%; height: auto; }
        table.inspector { font-size: 11px; margin: 6px 0 0; width: 100%; } table.inspector td { word-break: break-word; }
        nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
        details > summary { cursor: pointer; color: #0a58ca; } pre { font: 11px ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; word-break: break-all; }
        """
}
