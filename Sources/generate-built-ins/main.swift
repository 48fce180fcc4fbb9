// Writes the shipped themes and the built-in board as Swift values (see ThemeSourceWriter
// and BoardSourceWriter): run by scripts/embed-json.sh, which passes the package root.
import Definitions
import FileAccess
import Platform
import Simulator
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

/// Writes `text` to `target`, saying so; whether it was written (a failure is complained about).
func write(_ text: String, to target: String) -> Bool {
    do {
        try AtomicFileWriter.replace(target, with: Array(text.utf8), options: .document)
        print("wrote \(target)")
        return true
    } catch {
        complain("\(target): \(error)")
        return false
    }
}

let boardSource = "Buttons/default.json"
switch BoardLoader.load(
    contentsOf: URL(fileURLWithPath: "\(root)/\(boardSource)"), reservedKeys: KeyBindings.reservedCharacters)
{
case .failure(let error):
    for problem in error.problems { complain(problem.line) }
    failed = true
case .success(let loaded):
    let written = write(
        BoardSourceWriter.file(for: loaded.board, from: boardSource),
        to: "\(root)/Sources/Simulator/\(BoardSourceWriter.typeName).swift")
    if !written { failed = true }
}
exit(failed ? 1 : 0)
