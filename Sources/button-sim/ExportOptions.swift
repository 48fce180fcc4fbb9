import ArgumentParser

/// What `export swift` and `export swiftui` share: the button, its board and theme, where
/// the files go and how they are written, and the app module the tests import.
struct ExportOptions: ParsableArguments {
    @OptionGroup var button: ButtonOption

    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var theme: ThemeOption

    @Option(
        help: "The folder to write into (made if missing); default: the current folder.", completion: .directory)
    var output: String = "."

    @Flag(help: "Replace generated files even if they were edited since, or were not written by the export.")
    var force = false

    @OptionGroup var write: WriteOptions

    @Option(help: "The app module the generated tests import with @testable import.")
    var module: String = "App"

    func validate() throws {
        guard let first = module.unicodeScalars.first, !("0"..."9").contains(first),
            module.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else {
            throw ValidationError("--module must be a Swift module name (letters, digits, _), not '\(module)'")
        }
    }
}
