/// An error a learner caused (tier 1 of DESIGN.md): syntax, an unsupported construct, or a runtime error.
/// It is a value: the session reports it and goes on.
public struct ObsDiagnostic: Error, Sendable {
    public enum Kind: String, Sendable {
        case syntax = "error"
        case unsupported = "not supported yet"
        case runtime = "runtime error"
        case command = "command error"
        /// The Swift compiler rejected the input (the check stage), in its own words.
        case compile = "compile error"
        /// Not an error: one of the series' mistakes recognised (Advice/), said with its place.
        case advice = "advice"
    }

    public var kind: Kind
    public var message: String
    var location: SourceLocation?
    /// Extra lines shown under the caret (a fix-it or a hint).
    public var notes: [String]
    /// What went wrong, for the interpreter's own recovery (never read from the message's words).
    var cause: Cause?

    enum Cause: Sendable {
        /// A generic parameter's type could not be told at run time (`T.self` with nothing to bind `T`).
        case unknownGenericArgument
    }

    init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil, notes: [String] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The diagnostic as the compiler would show it: `file:line:col: error: message`, the source line,
    /// and a caret (with tildes) under the range.
    public func rendered() -> String {
        let label: String
        switch kind {
        case .syntax, .command, .compile: label = "error: "
        case .unsupported: label = "error: not supported yet: "
        case .runtime: label = message.hasPrefix("Fatal error: ") ? "" : "error: "
        case .advice: label = "advice: "
        }
        // Advice goes on in indented lines; an error's notes are the compiler's "note:" lines.
        let noteLines = notes.map { (kind == .advice ? "  " : "note: ") + $0 }
        guard let location else {
            return ([label + message] + noteLines).joined(separator: "\n")
        }
        let source = location.source
        let range = location.range
        let fileLine = source.firstLine + range.line - 1
        var out = "\(source.fileName):\(fileLine):\(range.column): \(label)\(message)\n"
        if range.line >= 1, range.line <= source.lines.count {
            let text = String(source.lines[range.line - 1])
            let gutter = String(fileLine)
            out += "\(gutter) | \(text)\n"
            let lineStartOffset = source.lines[..<(range.line - 1)].reduce(0) { $0 + $1.utf8.count + 1 }
            let lineEnd = lineStartOffset + text.utf8.count
            let width = max(1, min(range.end, lineEnd) - range.start)
            let prefix = String(decoding: Array(text.utf8.prefix(max(0, range.column - 1))), as: UTF8.self)
            let pad = String(prefix.map { $0 == "\t" ? "\t" : " " })
            out += String(repeating: " ", count: gutter.count) + " | " + pad + "^"
                + String(repeating: "~", count: max(0, width - 1)) + "\n"
        }
        for line in noteLines { out += line + "\n" }
        return String(out.dropLast())
    }
}
