/// One command as typed: its name, what follows it, and where it came from, so a handler can parse its
/// arguments and point a caret at the one that is wrong.
struct CommandCall {
    /// The whole line (`:tap "Inc" 2`).
    let text: String
    let name: String
    /// What follows the name, as typed.
    let argumentText: String
    /// The byte offset of `argumentText` in `text`.
    let argumentOffset: Int
    let source: SourceText

    init(_ text: String, fileName: String, line: Int) {
        self.text = text
        let body = text.dropFirst()
        name = String(body.prefix { !$0.isWhitespace })
        argumentText = String(body.dropFirst(name.count))
        argumentOffset = 1 + name.utf8.count
        source = SourceText(text: text, fileName: fileName, firstLine: line)
    }

    /// The argument text without surrounding white space.
    var argument: String { argumentText.trimmingWhitespace() }

    /// An error about this command, with a caret from byte `start` (default: the whole line) to `end`.
    func error(_ message: String, from start: Int = 0, to end: Int? = nil) -> ObsDiagnostic {
        let stop = end ?? text.utf8.count
        return ObsDiagnostic(.command, message, at: SourceLocation(source: source, range: SourceRange(start: start, end: stop, line: 1, column: start + 1)))
    }

    /// An error about the arguments (the caret under them).
    func argumentError(_ message: String) -> ObsDiagnostic {
        error(message, from: argumentOffset)
    }

    /// The quoted strings and words after the name.
    func arguments() throws -> CommandArguments {
        try CommandArguments.parse(argumentText, offset: argumentOffset, source: source)
    }

    /// Stops with an error if anything follows the name (`:unmount now`).
    func expectNoArgument() throws {
        guard argumentText.allSatisfy(\.isWhitespace) else { throw argumentError(":\(name) takes no argument") }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
