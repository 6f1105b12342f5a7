import Foundation

/// Splits typed or scripted lines into entries: a line starting with `:` while no Swift input is open is
/// a command; anything else is Swift, gathered until the parser says it is complete.
public struct InputAccumulator {
    public enum Entry: Equatable {
        case command(String, line: Int)
        case swift(String, firstLine: Int)
    }

    private var buffer: [String] = []
    private var firstLine = 0

    public init() {}

    /// True while a Swift input is open (the shell shows its continuation prompt).
    public var isPending: Bool { !buffer.isEmpty }

    /// Feeds one line (numbered from 1 in its file); returns an entry when one is complete. A script
    /// passes the next line that holds code (`upcoming`): if it starts with `.`, `{` or a word that can only
    /// continue what came before (`where`, `else`, `catch`), it belongs to this input (`Just(5)` then
    /// `    .map { ... }`), as the compiler reads a file.
    public mutating func feed(_ line: String, lineNumber: Int, upcoming: String? = nil) -> Entry? {
        if buffer.isEmpty {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(":") { return .command(trimmed, line: lineNumber) }
            if trimmed.isEmpty { return nil }
            firstLine = lineNumber
        }
        buffer.append(line)
        let text = buffer.joined(separator: "\n")
        guard SwiftSource.isComplete(text) else { return nil }
        if let upcoming, Self.continues(upcoming.trimmingCharacters(in: .whitespaces)) { return nil }
        buffer = []
        return .swift(text, firstLine: firstLine)
    }

    private static func continues(_ line: String) -> Bool {
        if line.hasPrefix(".") && !line.hasPrefix("...") && !line.hasPrefix("..<") { return true }
        // A `{` that starts a line belongs to the line before it (a body, a trailing closure), as the
        // compiler reads a file: `func total() -> Int` then `{` on the next line.
        if line.hasPrefix("{") { return true }
        return ["where", "else", "catch"].contains { line == $0 || line.hasPrefix($0 + " ") || line.hasPrefix($0 + "{") }
    }

    /// At end of input: whatever is open, complete or not (so its syntax error is reported).
    public mutating func finish() -> Entry? {
        guard !buffer.isEmpty else { return nil }
        defer { buffer = [] }
        return .swift(buffer.joined(separator: "\n"), firstLine: firstLine)
    }

    /// A whole script's entries, in order: each line is read with the next line that holds code, so a
    /// chain continued on the next line (`Just(5)` then `.map { ... }`) stays one entry.
    public static func entries(of text: String) -> [Entry] {
        var accumulator = InputAccumulator()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var entries: [Entry] = []
        for (index, line) in lines.enumerated() {
            // The next line with code; after an `#if`, the line it starts with (a postfix `#if` continues a chain
            // with `.member`, as in `Text("a")` then `#if os(iOS)` then `.padding()`).
            let codeLines = lines[(index + 1)...].lazy.filter { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }
            var upcoming = codeLines.first
            if let directive = upcoming, directive.trimmingCharacters(in: .whitespaces).hasPrefix("#if") {
                upcoming = codeLines.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix(".") ? $0 : directive }
            }
            if let entry = accumulator.feed(line, lineNumber: index + 1, upcoming: upcoming) { entries.append(entry) }
        }
        if let entry = accumulator.finish() { entries.append(entry) }
        return entries
    }

    /// Drops an open input (Ctrl-C in the shell).
    public mutating func discard() {
        buffer = []
    }
}
