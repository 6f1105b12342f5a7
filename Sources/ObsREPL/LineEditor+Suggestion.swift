import CEditLine
import CObsSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A suggestion at the prompt, as a shell's autosuggestion: the guided tutorial's next input, dimmed after
/// the prompt, while the line is empty. The first key decides: Enter runs it (the line comes back empty and
/// the caller runs the suggestion; it is drawn as if typed), → takes it into the line to edit (one-line
/// inputs), anything else erases it and is the first key of the learner's own line. libedit knows nothing
/// of it: it is drawn by a reader of the first key (EL_GETCFN) that then hands reading back to libedit.
extension LineEditor {
    struct Suggestion {
        let lines: [String]

        /// The first line, cut to `width` columns, with how many lines follow.
        func shown(width: Int) -> String {
            var text = lines.first ?? ""
            if lines.count > 1 { text += "  … (\(lines.count) lines)" }
            return text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        }
    }

    private static let escape = "\u{1B}"

    func watchFirstKey(showing suggestion: Suggestion?) {
        self.suggestion = suggestion
        guard suggestion != nil else { return }
        cel_set_getc(el) { el, character in
            guard let el, let character, let data = cel_get_clientdata(el) else { return -1 }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().readFirstKey(into: character)
        }
    }

    func stopWatching() {
        guard suggestion != nil else { return }
        suggestion = nil
        cel_set_getc(el, nil)
    }

    /// The reader of the first key: draws the suggestion, reads a key, then acts on it (see above).
    private func readFirstKey(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        guard let suggestion else { return cel_read_char(character) }
        cel_flush_output()
        // Drawn after the cursor, which stays where the line starts (save and restore the cursor).
        Terminal.out("\u{1B}7" + Terminal.style(suggestion.shown(width: Terminal.width - promptWidth - 1), "2") + "\u{1B}8")
        var result: Int32 = -1
        while true {
            // A Ctrl-C that came while the suggestion was drawn, before any read began, is seen here: it
            // interrupts no read, so waiting in read() would miss it until the next key.
            if obs_interrupt_is_requested() != 0 {
                errno = EINTR
                result = -1
                break
            }
            guard cel_input_waiting(100) != 0 else { continue }
            result = cel_read_char(character)
            // A signal other than Ctrl-C (a resized window) is not a key: read again.
            if result < 0 && errno == EINTR && obs_interrupt_is_requested() == 0 { continue }
            break
        }
        stopWatching()
        let key = result == 1 ? Character(UnicodeScalar(UInt32(character.pointee)) ?? " ") : nil
        let erase = "\u{1B}[K"
        switch key {
        case "\r"?, "\n"?:
            // Enter: the suggestion, as typed, where the line is (libedit then ends the line).
            Terminal.out(erase + suggestion.lines.joined(separator: "\r\n" + Shell.continuation))
        case Character(Self.escape)? where suggestion.lines.count == 1:
            Terminal.out(erase)
            return takeSuggestionOnRightArrow(suggestion.lines[0], character)
        default:
            Terminal.out(erase)
        }
        return result
    }

    /// After ESC: → (ESC [ C) puts the suggestion in the line, as if typed; another sequence is handed on.
    private func takeSuggestionOnRightArrow(_ text: String, _ character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var following = ""
        var next = wchar_t(0)
        while following.count < 2, cel_input_waiting(50) != 0, cel_read_char(&next) == 1 {
            following.append(Character(UnicodeScalar(UInt32(next)) ?? " "))
            if following == "[C" {
                guard let first = text.unicodeScalars.first else { return 1 }
                character.pointee = wchar_t(first.value)
                cel_push_text(el, String(text.unicodeScalars.dropFirst()))
                return 1
            }
        }
        if !following.isEmpty { cel_push_text(el, following) }
        return 1
    }
}
