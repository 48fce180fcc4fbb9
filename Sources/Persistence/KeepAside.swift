import FileAccess
import Platform

#if canImport(Glibc)
#elseif canImport(Darwin)
    import Darwin
#endif

/// Moves a bad state file out of the way as `NAME.bad-N`, never over an existing file.
///
/// N is one more than the highest number already in the folder, so the names never run
/// out. A file is moved by a hard link to the new name (which fails rather than replace
/// anything) and removing the old name; a folder, or a file system without hard links,
/// falls back to a rename checked just before.
enum KeepAside {
    /// Numbers longer than this are ignored when looking for the highest, so a planted
    /// `state.json.bad-99999999999999999999` cannot make the counter overflow.
    static let longestNumber = 15

    /// Moves the entry at `path` aside; returns its new path, or `nil` when it could not
    /// be moved (the caller then leaves it where it is).
    static func move(_ path: String) -> String? {
        var number = highestNumber(besides: path) + 1
        for _ in 0..<100 {
            let aside = "\(path).bad-\(number)"
            number += 1
            if link(path, aside) == 0 {
                if unlink(path) == 0 { return aside }
                unlink(aside)
                return nil
            }
            if errno == EEXIST { continue }
            // Folders cannot be hard-linked, nor can files on some file systems.
            guard FileKind.of(aside) == .missing else { continue }
            return rename(path, aside) == 0 ? aside : nil
        }
        return nil
    }

    /// The highest N of the `NAME.bad-N` entries beside `path`, 0 when there are none.
    static func highestNumber(besides path: String) -> Int {
        let folder = AtomicFileWriter.parentFolder(of: path)
        let prefix = AtomicFileWriter.baseName(of: path) + ".bad-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var highest = 0
        for name in names where name.hasPrefix(prefix) {
            let digits = name.utf8.dropFirst(prefix.utf8.count)
            guard !digits.isEmpty, digits.count <= longestNumber,
                digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(String(decoding: digits, as: UTF8.self))
            else { continue }
            highest = max(highest, number)
        }
        return highest
    }
}
