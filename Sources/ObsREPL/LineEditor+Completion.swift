import CEditLine
import Foundation
import ObsKit
#if canImport(Glibc)
import Glibc
#endif

/// Tab: completes the word before the cursor. One candidate, or several that share more than what is typed:
/// that is inserted. Several that share nothing more: they are listed below the line, which is drawn again.
/// Nothing to complete on a blank line: Tab indents.
extension LineEditor {
    static let indent = "    "

    func enableTabCompletion(_ completer: @escaping (String) -> (replacingFrom: Int, candidates: [String])) {
        self.completer = completer
        cel_add_function(el, "obs-complete", "complete the word before the cursor") { el, _ in
            guard let el, let data = cel_get_clientdata(el) else { return UInt8(CC_ERROR) }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().completeAtCursor()
        }
        cel_bind(el, "^I", "obs-complete")
    }

    private func completeAtCursor() -> UInt8 {
        guard let completer, let info = el_line(el)?.pointee, let buffer = info.buffer else { return UInt8(CC_ERROR) }
        let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: info.cursor - buffer), as: UTF8.self)
        let (from, candidates) = completer(before)
        if candidates.isEmpty {
            guard before.allSatisfy(\.isWhitespace) else { return UInt8(CC_REFRESH_BEEP) }
            el_insertstr(el, Self.indent)
            return UInt8(CC_REFRESH)
        }
        let typed = String(before.dropFirst(from))
        let shared = Session.commonPrefix(of: candidates)
        if shared.count > typed.count, shared.hasPrefix(typed) {
            el_insertstr(el, String(shared.dropFirst(typed.count)))
            return UInt8(CC_REFRESH)
        }
        if candidates.count == 1 { return UInt8(CC_REFRESH) }
        cel_flush_output()
        Terminal.out("\r\n" + Self.columns(candidates.map(Self.shown), width: Terminal.width))
        return UInt8(CC_REDISPLAY)
    }

    /// A candidate as listed: without the closing quote or space that Tab would insert after it.
    private static func shown(_ candidate: String) -> String {
        var text = Substring(candidate)
        while let last = text.last, last == " " || last == "\"" { text = text.dropLast() }
        return String(text)
    }

    /// Names in columns, filled down then across like `ls`; each line ends with "\r\n" (raw terminal).
    static func columns(_ names: [String], width: Int) -> String {
        let cell = (names.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / cell)
        let lines = (names.count + perLine - 1) / perLine
        var text = ""
        for line in 0..<lines {
            var row = ""
            for column in 0..<perLine {
                let index = column * lines + line
                guard index < names.count else { break }
                row += names[index].padding(toLength: cell, withPad: " ", startingAt: 0)
            }
            while row.last == " " { row.removeLast() }
            text += row + "\r\n"
        }
        return text
    }
}
