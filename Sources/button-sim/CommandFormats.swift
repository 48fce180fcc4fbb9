/// The formats each command's `--format` accepts, all in one place.
enum CommandFormats {
    /// `audit`: one line per finding, JSON, or JUnit XML.
    enum Audit: OutputFormatSet { static let accepted: [OutputFormat] = [.text, .json, .junit] }
    /// `buttons check` and `themes check`: lines, or JSON.
    enum Check: OutputFormatSet { static let accepted: [OutputFormat] = [.text, .json] }
    /// `diff`: lines, markdown, or an HTML page.
    enum Diff: OutputFormatSet { static let accepted: [OutputFormat] = [.text, .markdown, .html] }
    /// `play`: the final screen as lines, the state as JSON, or the screen in colour or as a picture.
    enum Play: OutputFormatSet { static let accepted: [OutputFormat] = [.text, .json, .ansi, .svg] }
    /// `render` and `gallery`: lines, lines in colour, or a picture.
    enum Picture: OutputFormatSet { static let accepted: [OutputFormat] = [.text, .ansi, .svg] }
}
