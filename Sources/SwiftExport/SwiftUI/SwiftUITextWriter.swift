/// Writes the twin's text enum (`FollowButtonText`): a case per String Catalog key its look table
/// names, and `resource`, the `LocalizedStringResource` SwiftUI resolves for the user's locale
/// from the bundle the colours come from, with the counters' current values written in.
struct SwiftUITextWriter {
    let twin: SwiftUITwin

    func write(_ out: inout SwiftSource) {
        out.doc(
            """
            The texts the button shows or VoiceOver reads, one case per key of `Localizable.xcstrings`
            (the UIKit export's keys).
            """)
        out.block("enum \(twin.textName): Hashable, Sendable") { body in
            for text in twin.texts {
                body.doc("\"\(text.text)\"")
                body.line("case \(text.member)")
            }
            body.line()
            let header: String
            if twin.counters.isEmpty {
                body.doc("The text from the String Catalog, for the user's locale.")
                header = "var resource: LocalizedStringResource"
            } else {
                body.doc(
                    """
                    The text from the String Catalog, for the user's locale, with the counters' values
                    (formatted for the locale, as `%@` in the catalog).
                    """)
                header =
                    "func resource(" + twin.counters.map { "\($0): Int" }.joined(separator: ", ")
                    + ") -> LocalizedStringResource"
            }
            body.block(header) { getter in
                getter.flatBlock("switch self") { cases in
                    for text in twin.texts {
                        cases.line("case .\(text.member):")
                        cases.depthIn {
                            $0.call(
                                "LocalizedStringResource",
                                [
                                    SwiftNames.literal(text.key), "defaultValue: \(text.defaultValue)",
                                    "bundle: Resources.bundle", "comment: \(SwiftNames.literal(text.comment))",
                                ])
                        }
                    }
                }
            }
        }
    }
}
