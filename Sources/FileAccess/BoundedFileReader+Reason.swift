extension BoundedFileReader.Failure {
    /// Why the file could not be read, as words inside a sentence: "no such file", "it is a
    /// directory", "it is a FIFO", "permission denied"; `tooLarge` names the size, since a
    /// caller that says more about the limit handles it before asking.
    public var reason: String {
        switch self {
        case .missing: "no such file"
        case .directory: "it is a directory"
        case .special(let kind): "it is \(kind)"
        case .unreadable(let code): describeErrno(code)
        case .tooLarge(let size): "too large (\(size) bytes)"
        }
    }
}
