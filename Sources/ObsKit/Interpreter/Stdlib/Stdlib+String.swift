import Foundation

/// Members of String, and of Character (a one-character `.string`).
extension Interpreter {
    func stringProperty(_ name: String, _ text: String) -> Value? {
        switch name {
        case "count": return .int(text.count)
        case "isEmpty": return .bool(text.isEmpty)
        case "description": return .string(text)
        case "debugDescription": return .string(debugDescribe(.string(text)))
        case "first": return text.first.map { .optional(.string(String($0))) } ?? Value.none
        case "last": return text.last.map { .optional(.string(String($0))) } ?? Value.none
        case "capitalized": return .string(text.capitalizedWords)
        case "indices": return .range(lower: 0, upper: text.count, closed: false)
        default: return characterProperty(name, text)
        }
    }

    /// Character's properties; a string of one character stands for a Character.
    private func characterProperty(_ name: String, _ text: String) -> Value? {
        guard let character = text.first, text.count == 1 else { return nil }
        switch name {
        case "isLetter": return .bool(character.isLetter)
        case "isNumber": return .bool(character.isNumber)
        case "isWholeNumber": return .bool(character.isWholeNumber)
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isNewline": return .bool(character.isNewline)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isASCII": return .bool(character.isASCII)
        case "isHexDigit": return .bool(character.isHexDigit)
        case "asciiValue": return character.asciiValue.map { .optional(.int(Int($0))) } ?? Value.none
        case "wholeNumberValue": return character.wholeNumberValue.map { .optional(.int($0)) } ?? Value.none
        default: return nil
        }
    }

    func stringMethod(_ name: String, _ text: String, _ arguments: [ArgumentValue], _ range: SourceRange,
                      _ source: SourceText) throws -> Value? {
        func stringArgument(_ label: String?) throws -> String {
            guard case .string(let value)? = argument(arguments, label) else {
                throw runtimeError("'\(name)' expects a String argument\(label.map { " '\($0):'" } ?? "")", range, source)
            }
            return value
        }
        switch name {
        case "uppercased": return .string(text.uppercased())
        case "lowercased": return .string(text.lowercased())
        case "hasPrefix": return .bool(text.hasPrefix(try stringArgument(nil)))
        case "hasSuffix": return .bool(text.hasSuffix(try stringArgument(nil)))
        case "contains":
            guard case .string(let other)? = argument(arguments, nil) else { return nil }
            return .bool(other.isEmpty || text.contains(other))
        case "split":
            guard argument(arguments, "separator") != nil else { return nil }
            return try split(text, arguments, range, source)
        case "components":
            let separator = try stringArgument("separatedBy")
            return .array(text.components(separatedBy: separator).map { .string($0) })
        case "replacingOccurrences":
            return .string(text.replacingOccurrences(of: try stringArgument("of"), with: try stringArgument("with")))
        case "trimmingCharacters":
            guard case .symbol(let set)? = argument(arguments, "in"), set == "whitespaces" || set == "whitespacesAndNewlines" else {
                throw runtimeError("trimmingCharacters(in:) supports .whitespaces and .whitespacesAndNewlines", range, source)
            }
            let keep: (Character) -> Bool = set == "whitespaces" ? { !($0 == " " || $0 == "\t") } : { !$0.isWhitespace }
            guard let start = text.firstIndex(where: keep), let end = text.lastIndex(where: keep) else { return .string("") }
            return .string(String(text[start...end]))
        default: return nil
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)`, separator a Character.
    private func split(_ text: String, _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .string(let separator)? = argument(arguments, "separator"), let character = separator.first else {
            throw runtimeError("split(separator:) expects a Character", range, source)
        }
        let maxSplits = try argument(arguments, "maxSplits").map { try intArgument($0, in: "split", range, source) } ?? .max
        guard maxSplits >= 0 else { throw runtimeError("Fatal error: Must take zero or more splits", range, source) }
        var omitting = true
        if let value = argument(arguments, "omittingEmptySubsequences") { omitting = try isTrue(value, range, source) }
        let parts: [Substring] = separator.count == 1
            ? text.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            : text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
        return .array(parts.map { .string(String($0)) })
    }
}

extension String {
    /// Foundation's `capitalized`: the first letter of each word upper-cased, the rest lower-cased.
    var capitalizedWords: String {
        var result = ""
        var atWordStart = true
        for character in self {
            result += atWordStart ? character.uppercased() : character.lowercased()
            atWordStart = character.isWhitespace
        }
        return result
    }
}
