import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files the shell writes for the learner (`:save`, `:graph`, the history, tutorial progress), written so
/// that nothing is lost: the new content goes to a temporary file in the same folder, then replaces the
/// old one in one `rename` (a kill leaves either the old file or the new one), keeping the old file's
/// permissions. Only regular files are ever replaced: a directory, a device (`/dev/null`), a FIFO or a
/// socket is an error in words, and a symbolic link is followed (the link stays; its target is written).
enum SafeFile {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `~` and `~/...` expanded (a path from the learner, as a shell would read it).
    static func expand(_ path: String) -> String {
        (path as NSString).expandingTildeInPath
    }

    /// What is at `path`, following symbolic links: nil if nothing is there.
    static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Why `path` cannot be replaced as a file, if it cannot (nil: it is a regular file, or nothing yet).
    static func refusal(for path: String) -> String? {
        guard let kind = kind(of: path) else {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty, Self.kind(of: folder) != S_IFDIR { return "the folder '\(folder)' does not exist" }
            return nil
        }
        switch kind {
        case S_IFREG: return nil
        case S_IFDIR: return "'\(path)' is a folder"
        case S_IFCHR, S_IFBLK: return "'\(path)' is a device, not a file"
        case S_IFIFO: return "'\(path)' is a pipe (FIFO), not a file"
        case S_IFSOCK: return "'\(path)' is a socket, not a file"
        default: return "'\(path)' is not a regular file"
        }
    }

    /// Replaces the content of `path` (a regular file, or a new one) with `data`, atomically.
    static func write(_ data: Data, to path: String, newFileMode: mode_t = 0o644) throws {
        if let refusal = refusal(for: path) { throw Failure(description: refusal + "; nothing was written") }
        // Through a symbolic link: the target is written, the link stays.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { destination in
            destination.hasPrefix("/") ? destination : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        } ?? path
        var info = stat()
        let mode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : newFileMode
        let folder = (target as NSString).deletingLastPathComponent
        let template = (folder.isEmpty ? "." : folder) + "/." + (target as NSString).lastPathComponent + ".obsrepl-XXXXXX"
        var name = Array(template.utf8CString)
        let descriptor = mkstemp(&name)
        guard descriptor >= 0 else { throw Failure(description: "cannot write '\(path)': \(reason())") }
        // The name mkstemp filled in, up to its terminating zero.
        let temporary = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failed: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = reason()
                    return
                }
                offset += written
            }
        }
        if failed == nil, fchmod(descriptor, mode) != 0 { failed = reason() }
        if failed == nil, fsync(descriptor) != 0 { failed = reason() }
        close(descriptor)
        if failed == nil, rename(temporary, target) != 0 { failed = reason() }
        if let failed {
            unlink(temporary)
            throw Failure(description: "cannot write '\(path)': \(failed)")
        }
    }

    static func write(_ text: String, to path: String, newFileMode: mode_t = 0o644) throws {
        try write(Data(text.utf8), to: path, newFileMode: newFileMode)
    }

    /// The text of a script to run (`:load`): a regular file of UTF-8 text, or an error in words.
    static func readText(_ path: String) throws -> String {
        guard kind(of: path) != nil else { throw Failure(description: "cannot read '\(path)': no such file") }
        if let refusal = refusal(for: path) { throw Failure(description: "cannot read: \(refusal)") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read '\(path)': \(access(path, R_OK) == 0 ? "it could not be read" : reason())")
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "cannot read '\(path)': it is not a text file (not UTF-8 text)")
        }
        return text
    }

    /// The C library's words for the last error (`Permission denied`).
    static func reason() -> String {
        String(cString: strerror(errno))
    }

    /// Runs `body` holding an exclusive lock on the file `lockPath` (created if need be), so that two
    /// shells never interleave a read-modify-write of the same file.
    static func withLock<T>(_ lockPath: String, _ body: () throws -> T) rethrows -> T {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 { _ = flock(descriptor, LOCK_EX) }
        return try body()
    }
}
