// Writes the shipped themes as Swift values (see ThemeSourceWriter): run by
// scripts/embed-json.sh, which passes the package root.
import FileAccess
import Platform
import Theming

/// Says what went wrong on standard error.
func complain(_ message: String) {
    let line = Array("generate-built-ins: \(message)\n".utf8)
    _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    complain("usage: generate-built-ins PACKAGE-ROOT")
    exit(2)
}
let root = arguments[1]
var failed = false
for name in Theme.builtInNames {
    let source = "Themes/\(name).json"
    let typeName = ThemeSourceWriter.typeName(ofBuiltIn: name)
    let target = "\(root)/Sources/Theming/\(typeName).swift"
    switch BoundedFileReader.bytes(of: "\(root)/\(source)", limit: ThemeLoader.maximumFileSize) {
    case .failure(let failure):
        complain("\(source): \(failure)")
        failed = true
    case .success(let bytes):
        switch ThemeLoader.load(data: Data(bytes), fileName: "\(name).json") {
        case .failure(let error):
            complain(error.message)
            failed = true
        case .success(let theme):
            let text = ThemeSourceWriter.file(for: theme, typeName: typeName, from: source)
            do {
                try AtomicFileWriter.replace(target, with: Array(text.utf8), options: .document)
                print("wrote \(target)")
            } catch {
                complain("\(target): \(error)")
                failed = true
            }
        }
    }
}
exit(failed ? 1 : 0)
