import Foundation

/// Splits typed or scripted lines into entries: a line starting with `:` while no Swift input is open is
/// a command; anything else is Swift, gathered until the parser says it is complete.
public struct InputAccumulator {
    public enum Entry: Equatable {
        case command(String, line: Int)
        case swift(String, firstLine: Int)
    }

    /// The open input, and what the scanner has read of it: the parser is asked only when the scanner
    /// cannot tell that the input is still open, so a long declaration is parsed once, not once per line.
    private var buffer = ""
    private var isOpen = false
    private var scanner = SourceScanner()
    private var firstLine = 0

    public init() {}

    /// True while a Swift input is open (the shell shows its continuation prompt).
    public var isPending: Bool { isOpen }

    /// Feeds one line (numbered from 1 in its file); returns an entry when one is complete. A script
    /// passes the next line that holds code (`upcoming`): if it starts with `.`, `{` or a word that can only
    /// continue what came before (`where`, `else`, `catch`), it belongs to this input (`Just(5)` then
    /// `    .map { ... }`), as the compiler reads a file.
    public mutating func feed(_ line: String, lineNumber: Int, upcoming: String? = nil) -> Entry? {
        if !isOpen {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(":") { return .command(trimmed, line: lineNumber) }
            if trimmed.isEmpty { return nil }
            firstLine = lineNumber
            buffer = line
            isOpen = true
            scanner = SourceScanner()
            scanner.feed(line, first: true)
        } else {
            buffer += "\n" + line
            scanner.feed(line, first: false)
        }
        // A line the next one continues is not an input's end, complete or not: asked first, it spares the
        // parser (a SwiftUI chain of modifiers, one a line, was parsed once a line).
        if let upcoming, Self.continues(upcoming.trimmingCharacters(in: .whitespaces)) { return nil }
        guard SwiftSource.isComplete(buffer, scanned: scanner) else { return nil }
        return take()
    }

    private mutating func take() -> Entry {
        defer { discard() }
        return .swift(buffer, firstLine: firstLine)
    }

    static func continues(_ line: String) -> Bool {
        if line.hasPrefix(".") && !line.hasPrefix("...") && !line.hasPrefix("..<") { return true }
        // A `{` that starts a line belongs to the line before it (a body, a trailing closure), as the
        // compiler reads a file: `func total() -> Int` then `{` on the next line.
        if line.hasPrefix("{") { return true }
        // An operator with whitespace after it is binary (whitespace before it too: the line break), so it
        // continues the expression before it (`let total = base` then `    + tax`, `|> transform`, `?? 0`),
        // as is a `->` or an `=` that starts a line. One with none after it is prefix (`-x`): a new statement.
        let symbol = line.prefix { "/=-+!*%<>&|^~?".contains($0) }
        if !symbol.isEmpty, !symbol.hasPrefix("//"), !symbol.hasPrefix("/*") {
            let after = line.dropFirst(symbol.count).first
            if after == nil || after == " " || after == "\t" { return true }
        }
        return ["where", "else", "catch"].contains { line == $0 || line.hasPrefix($0 + " ") || line.hasPrefix($0 + "{") }
    }

    /// At end of input: whatever is open, complete or not (so its syntax error is reported).
    public mutating func finish() -> Entry? {
        isOpen ? take() : nil
    }

    /// A whole script's entries, in order: each line is read with the next line that holds code, so a
    /// chain continued on the next line (`Just(5)` then `.map { ... }`) stays one entry.
    public static func entries(of text: String) -> [Entry] {
        var entries: [Entry] = []
        forEachEntry(of: text) { entries.append($0); return true }
        return entries
    }

    /// The entries of `text` one by one, as `entries(of:)` makes them, until `body` says stop (false): a
    /// script that stops at an error is not split (nor parsed) past it.
    static func forEachEntry(of text: String, _ body: (Entry) -> Bool) {
        var accumulator = InputAccumulator()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // The next line that holds code after each line, in one pass from the end; after an `#if`, the line
        // it starts with (a postfix `#if` continues a chain with `.member`, as in `Text("a")` then
        // `#if os(iOS)` then `.padding()`).
        var nextCode = [Int?](repeating: nil, count: lines.count)
        var next: Int?
        for index in lines.indices.reversed() {
            nextCode[index] = next
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty && !trimmed.hasPrefix("//") { next = index }
        }
        let upcoming = lines.indices.map { index -> String? in
            guard let first = nextCode[index] else { return nil }
            guard lines[first].trimmingCharacters(in: .whitespaces).hasPrefix("#if") else { return lines[first] }
            guard let second = nextCode[first] else { return nil }
            return lines[second].trimmingCharacters(in: .whitespaces).hasPrefix(".") ? lines[second] : lines[first]
        }
        for (index, line) in lines.enumerated() {
            if let entry = accumulator.feed(line, lineNumber: index + 1, upcoming: upcoming[index]), !body(entry) { return }
        }
        if let entry = accumulator.finish() { _ = body(entry) }
    }

    /// Drops an open input (Ctrl-C in the shell).
    public mutating func discard() {
        buffer = ""
        isOpen = false
        scanner = SourceScanner()
    }
}
