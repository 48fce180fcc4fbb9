#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFileWriter {
    /// A file written piece by piece with the safety of ``AtomicFileWriter/replace(_:with:options:)``:
    /// the pieces go to a new temporary file beside the target, which ``finish()`` puts in
    /// place; until then the target is untouched, and a stream dropped unfinished (or one
    /// whose write failed) removes its temporary file. A long recording is written as it is
    /// made, so memory does not grow with its length.
    public final class Stream {
        private let target: String
        private let existing: ExistingFile?
        private let mode: mode_t
        private let temporary: String
        private let descriptor: Int32
        private let fault: Fault?
        private var isOpen = true
        private var isDone = false

        /// Opens a temporary file for `path`, or refuses the target as `replace` would.
        /// - Parameters:
        ///   - path: the file to replace or create.
        ///   - options: how a new file and missing folders are made.
        public convenience init(_ path: String, options: Options = .privateState) throws(Failure) {
            try self.init(path, options: options, fault: nil)
        }

        /// A stream with a step made to fail, for tests.
        package init(_ path: String, options: Options, fault: Fault?) throws(Failure) {
            let target = try resolvedTarget(path, links: options.links)
            let directory = parentFolder(of: target)
            if options.createsFolders {
                try makeFolders(directory, mode: options.folderMode)
            } else if FileKind.following(directory) != .directory {
                throw Failure(detail: "the folder \(directory) does not exist")
            }
            let existing = existingFile(target)
            var template = Array((directory + "/." + baseName(of: target) + ".XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { mkstemp($0) } ?? -1
            }
            guard descriptor >= 0 else {
                throw Failure(detail: "cannot create a temporary file in \(directory): \(describeErrno(errno))")
            }
            self.target = target
            self.existing = existing
            mode = existing?.mode ?? options.newFileMode.map { $0 & ~currentUmask() } ?? newFileMode
            temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            self.descriptor = descriptor
            self.fault = fault
        }

        deinit { abandon() }

        /// Appends `bytes`; on failure the temporary file is removed and the stream is done.
        public func write(_ bytes: [UInt8]) throws(Failure) {
            guard !isDone else { throw Failure(detail: "writing failed: the file is already closed") }
            var written = 0
            while written < bytes.count {
                let count =
                    fault == .write
                    ? -1
                    : bytes.withUnsafeBytes { buffer in
                        systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
                    }
                if count < 0 {
                    let code = fault == .write ? ENOSPC : errno
                    if code == EINTR { continue }
                    throw fail(code, "writing failed")
                }
                written += count
            }
        }

        /// Appends UTF-8 text.
        public func write(_ text: String) throws(Failure) { try write(Array(text.utf8)) }

        /// Sets the permissions, flushes to disk and puts the file in place of the target.
        public func finish() throws(Failure) {
            let staged = try seal()
            guard fault != .rename else {
                unlink(staged.temporary)
                throw Failure(detail: "cannot replace the file: \(describeErrno(EXDEV))")
            }
            try place(staged.temporary, at: staged.target, expecting: staged.existing) { code, what in
                unlink(staged.temporary)
                return Failure(detail: "\(what): \(describeErrno(code))")
            }
        }

        /// Sets the permissions, flushes to disk and closes the temporary file, leaving it
        /// beside the target for the caller to put in place (a set of files is placed
        /// together); on failure it is removed.
        func seal() throws(Failure) -> Staged {
            guard !isDone else { throw Failure(detail: "writing failed: the file is already closed") }
            guard fchmod(descriptor, mode) == 0 else { throw fail(errno, "cannot set the file's permissions") }
            guard fault != .sync, fsync(descriptor) == 0 else {
                throw fail(fault == .sync ? EIO : errno, "writing failed")
            }
            isOpen = false
            guard close(descriptor) == 0 else { throw fail(errno, "writing failed") }
            isDone = true
            return Staged(temporary: temporary, target: target, existing: existing)
        }

        /// Drops the temporary file, leaving the target as it was.
        public func abandon() {
            guard !isDone else { return }
            isDone = true
            if isOpen { close(descriptor) }
            isOpen = false
            unlink(temporary)
        }

        private func fail(_ code: Int32, _ what: String) -> Failure {
            abandon()
            return Failure(detail: "\(what): \(describeErrno(code))")
        }
    }
}

/// The system's `write`, named apart from ``AtomicFileWriter/Stream/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
