/// A place in one chunk of source text: UTF-8 offsets plus the 1-based line and column of the start.
/// Every IR node carries one, so every error can point at what caused it.
struct SourceRange: Hashable, Sendable {
    var start: Int
    var end: Int
    var line: Int
    var column: Int

    init(start: Int, end: Int, line: Int, column: Int) {
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    /// A range for things the runtime made itself (synthesized members, commands).
    static let synthesized = SourceRange(start: 0, end: 0, line: 0, column: 0)
}

/// The text an IR came from, so an error found long after parsing (a runtime error in a button action,
/// say) can still quote its line. `firstLine` is the chunk's line in its file (1 for the shell).
final class SourceText: Sendable {
    let text: String
    let fileName: String
    let firstLine: Int
    let lines: [Substring]
    /// The calls of this text whose function the compiler fixed (`CompilerFacts`), by the end offset of the call
    /// (`range.end`: no two calls end alike) or, for an operator, by `operatorKey` of its expression's range, with
    /// where that function's name is. Set by lowering, before anything of the text runs; nil when there are none.
    nonisolated(unsafe) private(set) var chosenCallees: [Int: NamePlace]?

    /// `display` is what errors quote when it differs from the parsed text (a command's expression is
    /// parsed alone, padded to keep its columns, but quoted with its command).
    init(text: String, fileName: String, firstLine: Int, display: String? = nil) {
        self.text = text
        self.fileName = fileName
        self.firstLine = firstLine
        self.lines = (display ?? text).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Notes that the call ending at `end` goes to the function named at `function` (lowering only).
    func noteChosenCallee(end: Int, _ function: NamePlace) {
        chosenCallees = (chosenCallees ?? [:]).merging([end: function]) { $1 }
    }

    /// The key of an operator's use in `chosenCallees`: its expression's start and end, as two operators' uses can
    /// end alike (`a <> (b <> c)`) or start alike (`(a <> b) <> c`) but not both; above any call's end offset.
    static func operatorKey(_ range: SourceRange) -> Int { (range.start + 1) << 32 | range.end }

    /// `file:line` of `range`, as errors name it.
    func place(_ range: SourceRange) -> String {
        "\(fileName):\(firstLine + range.line - 1)"
    }
}

/// Where a declaration's name is: its file, the line in that file (not in its input), and the UTF-8 column.
struct NamePlace: Hashable, Sendable {
    let fileName: String
    let line: Int
    let column: Int
}

/// Where something happened: the text and the range inside it.
struct SourceLocation: Sendable {
    let source: SourceText
    let range: SourceRange
}
