import ObsCheckAPI

/// The compiler's diagnostics placed on the input as the learner typed it: its line and column (the
/// compiler counts characters; ObsKit's ranges count UTF-8 bytes), its notes (a note about an earlier
/// input names where that input was), and its fix-its as notes that say what to change.
enum CompilerDiagnostics {
    /// The errors that reject an input. "Unable to type-check this expression in reasonable time" is the
    /// compiler giving up, not a verdict on the code (the implicit `import SwiftUI` brings Foundation's
    /// many operator overloads, which swiftc on its own file would not see): such an input runs unchecked.
    ///
    /// An error about a name the runtime itself provides (a view, a modifier, a library type) is a gap in
    /// ObsREPL's interface, not in the learner's code: `interfaceGap` names it, and the input runs unchecked.
    static func rejecting(_ diagnostics: [Diagnostic], runtimeNames: (String) -> Bool = { _ in false })
        -> (errors: [Diagnostic], gaveUp: Bool, interfaceGap: String?) {
        let errors = diagnostics.filter { $0.severity == .error }
        let gaveUp = errors.contains { $0.id == "expression_too_complex" || $0.message.hasPrefix("the compiler is unable to type-check this expression in reasonable time") }
            || errors.contains(where: isStandInAmbiguity)
        if gaveUp { return ([], true, nil) }
        var gap: String?
        for error in errors where gap == nil {
            if let name = quoted(after: "cannot find '", in: error.message), runtimeNames(name) { gap = name }
            // A modifier the runtime applies, missing on a view (not on a value of the learner's own type).
            if let name = quoted(after: "has no member '", in: error.message), BuiltinModifier.byName[name] != nil,
               !BuiltinModifier.typeSpecific.contains(name),
               let type = quoted(after: "value of type '", in: error.message),
               type.contains("View") || BuiltinView.all.contains(where: { type.hasPrefix($0.name) }) {
                gap = name
            }
        }
        return gap == nil ? (errors, false, nil) : ([], false, gap)
    }

    /// "Ambiguous use of operator '<'" where a candidate is one of the stand-in modules' (`Decimal.<` in
    /// FoundationEssentials, Combine's): the implicit `import SwiftUI` put it there, and swiftc on the learner's
    /// file alone (`[3.5, -1.0].max(by: { abs($0) < abs($1) })`) finds one meaning. Not a verdict on the code.
    static func isStandInAmbiguity(_ error: Diagnostic) -> Bool {
        guard error.message.hasPrefix("ambiguous use of operator") else { return false }
        return error.notes.contains { note in
            ["'FoundationEssentials'", "'Foundation'", "'Combine'", "'SwiftUI'"].contains { note.message.hasSuffix("in module " + $0) || note.message.contains("in module " + $0 + " ") }
        }
    }

    /// What the session says when the interface lacks a name the runtime has.
    static func gapNotice(_ name: String) -> String {
        "ObsREPL's SwiftUI interface does not declare '\(name)', which ObsREPL runs (a bug of ObsREPL's: please report it); this input runs unchecked"
    }

    static func diagnostic(_ diagnostic: Diagnostic, in source: SourceText, session: CheckedSession) -> ObsDiagnostic {
        var diagnostic = diagnostic
        // A `:mount EXPR` is checked as `_mount(EXPR)` (a View, or an App): the compiler's words name the
        // command instead, and say what it needs of the type the expression has.
        if diagnostic.message.hasPrefix("no exact matches in call to global function '_mount'"),
           let type = diagnostic.notes.lazy.compactMap({ Self.quoted(after: "requires that '", in: $0.message) }).first {
            diagnostic.message = "':mount' requires that '\(type)' conform to 'View'"
            diagnostic.notes = []
        }
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

    /// The text between `prefix` and the next quote (`'Int'` in "requires that 'Int' conform").
    static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix) else { return nil }
        return text[start.upperBound...].split(separator: "'", maxSplits: 1).first.map(String.init)
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
