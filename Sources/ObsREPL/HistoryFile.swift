import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The shell's history across sessions, in libedit's own file format (a `_HiStOrY_V2_` line, then one
/// entry a line, with spaces, newlines and backslashes escaped as `strvis` does), in the file
/// `$OBSREPL_HISTORY` names, else `~/.obsrepl_history`.
///
/// Nothing is lost: each entry is appended as it is made (so two shells at once keep each other's
/// entries), under a lock (`PATH.lock`) that the trimming also takes; the file keeps the last `capacity`
/// entries, trimmed by an atomic rewrite that says so. A path that is not a regular file, or a file
/// that is not a history file, is never written: the shell says why once and keeps history for the
/// session only.
struct HistoryFile {
    /// The entries the file keeps (older ones are trimmed away, and the shell says so).
    static let capacity = 1000
    static let header = "_HiStOrY_V2_"

    let path: String

    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["OBSREPL_HISTORY"], !path.isEmpty { return SafeFile.expand(path) }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home as NSString).appendingPathComponent(".obsrepl_history")
    }

    /// The history at `path` and its entries, or why it will not be used (then history lasts one session).
    static func open(_ path: String) -> (file: HistoryFile?, entries: [String], problem: String?) {
        if let refusal = SafeFile.refusal(for: path) { return (nil, [], refusal) }
        guard SafeFile.kind(of: path) != nil else { return (HistoryFile(path: path), [], nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [], "cannot read '\(path)': \(SafeFile.reason())")
        }
        guard let entries = decode(data) else {
            return (nil, [], "'\(path)' is not an ObsREPL history file (it does not start with \(header)); it is left as it is")
        }
        return (HistoryFile(path: path), entries, nil)
    }

    /// Appends `entry`; trims the file when it has grown well past `capacity`. Returns a message for the
    /// learner when something went wrong or the file was trimmed.
    func append(_ entry: String) -> String? {
        SafeFile.withLock(path + ".lock") {
            let descriptor = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return "history: cannot write '\(path)': \(SafeFile.reason())" }
            var info = stat()
            let isEmpty = fstat(descriptor, &info) == 0 && info.st_size == 0
            let line = (isEmpty ? Self.header + "\n" : "") + Self.encode(entry) + "\n"
            let written = line.utf8CString.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
            guard written >= 0 else { return "history: cannot write '\(path)': \(SafeFile.reason())" }
            return trimIfLong()
        }
    }

    /// Keeps the last `capacity` entries once the file holds a tenth more (called under the lock).
    private func trimIfLong() -> String? {
        guard let data = FileManager.default.contents(atPath: path), let entries = Self.decode(data),
              entries.count > Self.capacity + Self.capacity / 10 else { return nil }
        let kept = entries.suffix(Self.capacity)
        let text = ([Self.header] + kept.map(Self.encode)).joined(separator: "\n") + "\n"
        do {
            try SafeFile.write(text, to: path, newFileMode: 0o600)
        } catch {
            return "history: \(error)"
        }
        return "history: kept the last \(Self.capacity) entries of '\(path)' (\(entries.count - kept.count) older ones dropped)"
    }

    /// The entries of a history file's content; nil if it is not one.
    static func decode(_ data: Data) -> [String]? {
        let text = String(decoding: data, as: UTF8.self)
        if text.isEmpty { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header) else { return nil }
        lines.removeFirst()
        if lines.last == "" { lines.removeLast() }
        return lines.map { unvis(String($0)) }
    }

    /// `strvis(VIS_WHITE)` as libedit writes entries: white space and control characters as octal escapes,
    /// a backslash doubled; everything else (UTF-8 included) as it is.
    static func encode(_ entry: String) -> String {
        var out: [UInt8] = []
        for byte in entry.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0..<0x21, 0x7f: out += Array(("\\" + String(byte, radix: 8).leftPadding(to: 3)).utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The reverse of `encode`, and of what libedit's `strvis` may write (`\040`, `\s`, `\n`, `\^X`, `\M-x`).
    static func unvis(_ line: String) -> String {
        var bytes: [UInt8] = []
        let input = Array(line.utf8)
        var index = 0
        while index < input.count {
            let byte = input[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < input.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let next = input[index + 1]
            switch next {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = 0
                var end = index + 1
                while end < input.count, end < index + 4, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(input[end]) {
                    value = value * 8 + Int(input[end] - UInt8(ascii: "0"))
                    end += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
                index = end
            case UInt8(ascii: "s"): bytes.append(0x20); index += 2
            case UInt8(ascii: "n"): bytes.append(0x0a); index += 2
            case UInt8(ascii: "t"): bytes.append(0x09); index += 2
            case UInt8(ascii: "r"): bytes.append(0x0d); index += 2
            case UInt8(ascii: "^") where index + 2 < input.count:
                bytes.append(input[index + 2] == UInt8(ascii: "?") ? 0x7f : input[index + 2] & 0x1f)
                index += 3
            case UInt8(ascii: "M") where index + 3 < input.count && input[index + 2] == UInt8(ascii: "-"):
                bytes.append(input[index + 3] | 0x80)
                index += 4
            default:
                bytes.append(next)
                index += 2
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private extension String {
    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
