#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFileWriter {
    /// A step of a set made to fail, so tests can show every failure leaves the folder as it was.
    package enum SetFault: Equatable, Sendable {
        /// Writing the file at this index fails at this step (a `.rename` fault fails placing it).
        case file(Int, Fault)
        /// Keeping the old content of the file at this index fails.
        case backup(Int)
    }

    /// Replaces several files as one: every new content is written to a temporary file
    /// first; then each existing target is kept under a second name (a hard link) and the
    /// new files are renamed into place. If any step fails, the files already placed get
    /// their old content back (or are removed, if they are new) and every temporary file
    /// and kept copy is removed: the folder is as it was. Links are followed as
    /// ``replace(_:with:options:)`` follows them.
    /// - Parameters:
    ///   - files: The paths and their complete new contents.
    ///   - options: How new files and missing folders are made.
    /// - Throws: The first failure, its path at the front of its detail.
    public static func replaceAll(_ files: [(path: String, bytes: [UInt8])], options: Options) throws(Failure) {
        try replaceAll(files, options: options, fault: nil)
    }

    /// ``replaceAll(_:options:)`` with a step made to fail, for tests.
    package static func replaceAll(_ files: [(path: String, bytes: [UInt8])], options: Options, fault: SetFault?)
        throws(Failure)
    {
        var staged: [Staged] = []
        var backups: [String?] = []
        func discard() {
            for file in staged { unlink(file.temporary) }
            for case let backup? in backups { unlink(backup) }
        }
        for (index, file) in files.enumerated() {
            var stepFault: Fault?
            if case .file(index, let step) = fault, step != .rename { stepFault = step }
            do {
                staged.append(try stage(file.path, with: file.bytes, options: options, fault: stepFault))
            } catch {
                discard()
                throw Failure(
                    detail: "\(file.path): \(error.detail)", specialKind: error.specialKind,
                    refusedLink: error.refusedLink)
            }
        }
        for (index, file) in staged.enumerated() {
            guard file.existing != nil else {
                backups.append(nil)
                continue
            }
            guard fault != .backup(index), let backup = keepCopy(of: file.target) else {
                let code = fault == .backup(index) ? EXDEV : errno
                discard()
                throw Failure(
                    detail:
                        "\(files[index].path): cannot keep its old content to undo a failed write: \(describeErrno(code))"
                )
            }
            backups.append(backup)
        }
        for (index, file) in staged.enumerated() {
            do throws(Failure) {
                if fault == .file(index, .rename) {
                    throw Failure(detail: "cannot replace the file: \(describeErrno(EXDEV))")
                }
                try place(file.temporary, at: file.target, expecting: file.existing) { code, what in
                    Failure(detail: "\(what): \(describeErrno(code))")
                }
            } catch {
                // Undo: the placed files get their old content back, new ones go.
                for undo in 0..<index {
                    if let backup = backups[undo] {
                        rename(backup, staged[undo].target)
                        backups[undo] = nil
                    } else {
                        unlink(staged[undo].target)
                    }
                }
                staged = Array(staged[index...])
                discard()
                throw Failure(detail: "\(files[index].path): \(error.detail)", specialKind: error.specialKind)
            }
        }
        for case let backup? in backups { unlink(backup) }
    }

    /// A second name for `target`'s file (`.name.keep.XXXXXX` beside it), made with a hard
    /// link so it costs no copy; `nil` (with `errno` set) when one cannot be made.
    private static func keepCopy(of target: String) -> String? {
        let directory = parentFolder(of: target)
        for _ in 0..<16 {
            var template = Array((directory + "/." + baseName(of: target) + ".keep.XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { mkstemp($0) } ?? -1
            }
            guard descriptor >= 0 else { return nil }
            close(descriptor)
            let name = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // mkstemp reserved a fresh name; the link takes it over atomically.
            unlink(name)
            if link(target, name) == 0 { return name }
            if errno != EEXIST { return nil }
        }
        return nil
    }
}
