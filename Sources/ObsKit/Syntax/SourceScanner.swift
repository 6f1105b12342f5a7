/// A small lexer, line by line, for two questions the front end must answer before it asks SwiftParser
/// anything: is this input surely still open (an unclosed bracket, brace, multi-line string or block
/// comment), and does it nest `[` deeper than SwiftParser handles quickly?
///
/// "Surely open" is only said when it is certain: the parser then reports an error at the end of the
/// input, which is what makes the shell ask for another line (`SwiftSource.isComplete`). Where this lexer
/// cannot be sure (closers that do not match, a single-line string left open, `#if` blocks, regex
/// literals, editor placeholders) it says `isUnsure`, and the caller asks the parser as before. So the
/// answers never differ from the parser's, and a long input is parsed once instead of once per line.
///
/// The nesting limit: SwiftParser's lookahead tries each `[` as an array type and as an inline-array type,
/// so its time doubles with each `[` nested in another (measured with the toolchain's SwiftParser, release:
/// 12 levels 0.02-0.24 s, 16 levels 0.3-1 s, 20 levels 4-5 s, 25 levels over two minutes; parentheses,
/// braces and generics alone stay linear). A brace or a string interpolation starts a new count (a
/// closure's body does not extend the lookahead).
struct SourceScanner {
    /// The most `[` nested in one another (within one brace) that the front end hands to the parser.
    static let bracketNestingLimit = 12

    private enum Context { case paren, bracket, brace, interpolation }
    private struct OpenString {
        var multiline: Bool
        var hashes: Int
    }

    private var contexts: [Context] = []
    /// `[` nested within the innermost brace or interpolation, for each open context.
    private var bracketDepths: [Int] = []
    /// Strings being read; more than one while interpolations nest strings in strings.
    private var strings: [OpenString] = []
    /// True while reading the characters of `strings.last` (false inside its interpolation).
    private var inStringBody = false
    private var blockCommentDepth = 0
    /// UTF-8 bytes read so far (each line plus its newline).
    private var offset = 0
    /// Something this lexer does not model was seen: ask the parser.
    private(set) var isUnsure = false
    /// Where `[` first nested deeper than the limit (a UTF-8 offset), if it did.
    private(set) var tooDeepAt: Int?
    /// Where U+FEFF (a byte order mark) stands in code, not at the very start (UTF-8 offsets).
    private(set) var byteOrderMarks: [Int] = []

    init() {}

    /// Reads a whole text.
    init(_ text: String) {
        var first = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { endLine() }
            first = false
            read(line)
        }
    }

    /// True when the input is certainly not complete yet: something is open at its end.
    var isSurelyOpen: Bool {
        !isUnsure && (!contexts.isEmpty || !strings.isEmpty || blockCommentDepth > 0)
    }

    /// Reads one more line of an input (the newline before it, when it is not the first, is implied).
    mutating func feed(_ line: String, first: Bool) {
        if !first { endLine() }
        read(Substring(line))
    }

    /// The newline between two lines: a single-line string still open there is left unterminated.
    private mutating func endLine() {
        if inStringBody, let open = strings.last, !open.multiline {
            isUnsure = true
            strings.removeLast()
            inStringBody = false
        }
        offset += 1
    }

    private mutating func read(_ line: Substring) {
        let bytes = Array(line.utf8)
        var index = 0
        defer { offset += bytes.count }
        func at(_ position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0 }
        while index < bytes.count {
            if blockCommentDepth > 0 {
                if at(index) == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                    blockCommentDepth -= 1
                    index += 2
                } else if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                    blockCommentDepth += 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if inStringBody {
                index = readString(bytes, from: index)
                continue
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/"):
                let next = at(index + 1)
                if next == UInt8(ascii: "/") { return }  // a line comment: the rest of the line
                if next == UInt8(ascii: "*") {
                    blockCommentDepth = 1
                    index += 2
                    continue
                }
                // `a / b` and `a /= b` are operators; `/x.../` may be a regex literal, which is not modelled.
                if next != 0, next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "=") { isUnsure = true }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                let quote = index + hashes
                if at(quote) == UInt8(ascii: "\"") {
                    // `"""` opens a multi-line string only at the end of its line (Swift requires the content to start on the
                    // next): `#"""#` is a raw string holding one quote.
                    let multiline = at(quote + 1) == UInt8(ascii: "\"") && at(quote + 2) == UInt8(ascii: "\"")
                        && bytes[min(quote + 3, bytes.count)...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
                    strings.append(OpenString(multiline: multiline, hashes: hashes))
                    inStringBody = true
                    index = quote + (multiline ? 3 : 1)
                    continue
                }
                if hashes > 0 { noteDirective(bytes, after: index + hashes) }
                index += max(hashes, 1)
                continue
            case UInt8(ascii: "<"):
                if at(index + 1) == UInt8(ascii: "#") { isUnsure = true }  // an editor placeholder `<#...#>`
            case UInt8(ascii: "`"):
                // A quoted identifier: skip to its closing backtick on this line.
                if let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "`")) { index = close }
            case UInt8(ascii: "("): open(.paren, at: offset + index)
            case UInt8(ascii: "["): open(.bracket, at: offset + index)
            case UInt8(ascii: "{"): open(.brace, at: offset + index)
            case UInt8(ascii: ")"):
                if contexts.last == .interpolation {
                    close()
                    inStringBody = true
                } else {
                    close(.paren)
                }
            case UInt8(ascii: "]"): close(.bracket)
            case UInt8(ascii: "}"): close(.brace)
            case 0xEF:
                if at(index + 1) == 0xBB, at(index + 2) == 0xBF, offset + index > 0 { byteOrderMarks.append(offset + index) }
            default: break
            }
            index += 1
        }
    }

    /// After `#`: `#if` and friends may hold code the parser reads its own way; `#/.../#` is a regex literal.
    private mutating func noteDirective(_ bytes: [UInt8], after start: Int) {
        if start < bytes.count, bytes[start] == UInt8(ascii: "/") {
            isUnsure = true
            return
        }
        var end = start
        while end < bytes.count, bytes[end] >= UInt8(ascii: "a"), bytes[end] <= UInt8(ascii: "z") { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        if ["if", "else", "elseif", "endif", "sourceLocation"].contains(word) { isUnsure = true }
    }

    /// Opens a bracket, brace or parenthesis at `position` (a UTF-8 offset in the input).
    private mutating func open(_ context: Context, at position: Int) {
        let outer = bracketDepths.last ?? 0
        let depth = context == .bracket ? outer + 1 : (context == .paren ? outer : 0)
        contexts.append(context)
        bracketDepths.append(depth)
        if depth > Self.bracketNestingLimit, tooDeepAt == nil { tooDeepAt = position }
    }

    private mutating func close(_ expected: Context? = nil) {
        guard let last = contexts.last, expected == nil || last == expected else {
            isUnsure = true
            return
        }
        contexts.removeLast()
        bracketDepths.removeLast()
    }

    /// Reads string characters from `index`; returns where code resumes (after the closing quote or an
    /// interpolation's `(`), or the end of the line.
    private mutating func readString(_ bytes: [UInt8], from start: Int) -> Int {
        guard let open = strings.last else { return bytes.count }
        var index = start
        func at(_ position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0 }
        func hashes(from position: Int, count: Int) -> Bool {
            (0..<count).allSatisfy { at(position + $0) == UInt8(ascii: "#") }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashes(from: index + 1, count: open.hashes) {
                let after = index + 1 + open.hashes
                if at(after) == UInt8(ascii: "(") {
                    contexts.append(.interpolation)
                    bracketDepths.append(0)
                    inStringBody = false
                    return after + 1
                }
                index = after + 1  // an escaped character
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = open.multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ at(index + $0) == UInt8(ascii: "\"") }), hashes(from: index + quotes, count: open.hashes) {
                    strings.removeLast()
                    inStringBody = false
                    return index + quotes + open.hashes
                }
            }
            index += 1
        }
        return index
    }
}
