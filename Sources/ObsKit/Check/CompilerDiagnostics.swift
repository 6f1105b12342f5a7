import ObsCheckAPI

/// The compiler's diagnostics placed on the input as the learner typed it: its line and column (the
/// compiler counts characters; ObsKit's ranges count UTF-8 bytes), its notes (a note about an earlier
/// input names where that input was), and its fix-its as notes that say what to change.
enum CompilerDiagnostics {
    static func diagnostic(_ diagnostic: Diagnostic, in source: SourceText, session: CheckedSession) -> ObsDiagnostic {
        var diagnostic = diagnostic
        // A `:mount EXPR` is checked as `_mount(EXPR)`: the compiler's words name the command instead.
        diagnostic.message = diagnostic.message.replacingOccurrences(of: "global function '_mount'", with: "':mount'")
        let notes = diagnostic.notes.map { note(for: $0, in: source, session: session) }
            + diagnostic.fixits.map { fixIt($0, in: source) }
        guard diagnostic.file == nil, diagnostic.line >= 1 else {
            return ObsDiagnostic(.compile, diagnostic.message, notes: notes)
        }
        let start = offset(line: diagnostic.line, column: diagnostic.column, in: source)
        var end = start + 1
        if let endLine = diagnostic.endLine, let endColumn = diagnostic.endColumn {
            end = max(start + 1, offset(line: endLine, column: endColumn, in: source))
        }
        let column = start - offset(line: diagnostic.line, column: 1, in: source) + 1
        return ObsDiagnostic(.compile, diagnostic.message,
                             at: SourceLocation(source: source, range: SourceRange(start: start, end: end, line: diagnostic.line, column: column)),
                             notes: notes)
    }

    private static func note(for note: Diagnostic, in source: SourceText, session: CheckedSession) -> String {
        switch note.file {
        case nil where note.line >= 1:
            return "\(note.message) (\(source.fileName):\(source.firstLine + note.line - 1))"
        case "session"?:
            guard let (earlier, line) = session.place(ofSessionLine: note.line) else { return note.message }
            return "\(note.message) (\(earlier.fileName):\(earlier.firstLine + line - 1))"
        default:
            return note.message
        }
    }

    private static func fixIt(_ fix: FixIt, in source: SourceText) -> String {
        let start = offset(line: fix.line, column: fix.column, in: source)
        let end = offset(line: fix.endLine, column: fix.endColumn, in: source)
        let bytes = Array(source.text.utf8)
        let old = start < end && end <= bytes.count ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        if old.isEmpty { return "fix-it: insert '\(fix.text)'" }
        if fix.text.isEmpty { return "fix-it: remove '\(old)'" }
        return "fix-it: replace '\(old)' with '\(fix.text)'"
    }

    /// The UTF-8 offset of a 1-based (line, character column) in the source's text.
    static func offset(line: Int, column: Int, in source: SourceText) -> Int {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return source.text.utf8.count }
        let before = lines[..<(line - 1)].reduce(0) { $0 + $1.utf8.count + 1 }
        let text = lines[line - 1]
        return before + text.prefix(max(0, column - 1)).utf8.count
    }
}
