/// The arguments of a command: quoted strings (Swift escapes) and bare words, each with its place.
struct CommandArguments {
    enum Token {
        case string(String)
        case word(String)
    }

    private(set) var tokens: [(token: Token, start: Int, end: Int)] = []
    private let source: SourceText

    var count: Int { tokens.count }

    static func parse(_ text: String, offset: Int, source: SourceText) throws -> CommandArguments {
        var arguments = CommandArguments(source: source)
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1; continue }
            let start = index
            if bytes[index] == UInt8(ascii: "\"") {
                var value: [UInt8] = []
                index += 1
                var closed = false
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        let next = bytes[index + 1]
                        value.append(next == UInt8(ascii: "n") ? UInt8(ascii: "\n") : next)
                        index += 2
                        continue
                    }
                    index += 1
                    if byte == UInt8(ascii: "\"") { closed = true; break }
                    value.append(byte)
                }
                guard closed else {
                    throw ObsDiagnostic(.command, "unterminated string in command", at: arguments.location(offset + start, offset + bytes.count))
                }
                arguments.tokens.append((.string(String(decoding: value, as: UTF8.self)), offset + start, offset + index))
            } else {
                while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
                arguments.tokens.append((.word(String(decoding: bytes[start..<index], as: UTF8.self)), offset + start, offset + index))
            }
        }
        return arguments
    }

    private func location(_ start: Int, _ end: Int) -> SourceLocation {
        SourceLocation(source: source, range: SourceRange(start: start, end: end, line: 1, column: start + 1))
    }

    func word(at index: Int) -> String? {
        guard index < tokens.count, case .word(let value) = tokens[index].token else { return nil }
        return value
    }

    func string(at index: Int) -> String? {
        guard index < tokens.count, case .string(let value) = tokens[index].token else { return nil }
        return value
    }

    /// A positive whole number at `index` (`:tap "Inc" 2`: which of the matching `kind`s), nil if absent.
    func ordinal(at index: Int, of kind: String) throws -> Int? {
        guard index < tokens.count else { return nil }
        let (token, start, end) = tokens[index]
        guard case .word(let word) = token, let number = Int(word), number >= 1 else {
            throw ObsDiagnostic(.command, "expected a \(kind) number (1, 2, ...) here", at: location(start, end))
        }
        return number
    }
}
