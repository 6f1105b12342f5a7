import Foundation

/// Members of String, and of Character (a one-character `.string`).
extension Interpreter {
    func stringProperty(_ name: String, _ text: String) -> Value? {
        if let indexing = try? stringIndexProperty(name, text) { return indexing }
        switch name {
        case "count", "underestimatedCount": return .int(text.count)
        case "isEmpty": return .bool(text.isEmpty)
        case "description": return .string(text)
        case "debugDescription": return .string(debugDescribe(.string(text)))
        case "hashValue": return .int(HashKey(value: .string(text)).hashValue)
        case "first": return text.first.map { .optional(.character($0)) } ?? Value.none
        case "last": return text.last.map { .optional(.character($0)) } ?? Value.none
        case "lazy": return .native(LazySequence(base: .string(text), steps: []))
        default: return (foundationImported ? foundationStringProperty(name, text) : nil) ?? characterProperty(name, text)
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
        case "asciiValue": return character.asciiValue.map { .optional(.sized(SizedInt($0, kind: .uint8))) } ?? Value.none
        case "isSymbol": return .bool(character.isSymbol)
        case "isMathSymbol": return .bool(character.isMathSymbol)
        case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
        case "isCased": return .bool(character.isCased)
        case "hexDigitValue": return character.hexDigitValue.map { .optional(.int($0)) } ?? Value.none
        case "wholeNumberValue": return character.wholeNumberValue.map { .optional(.int($0)) } ?? Value.none
        default: return nil
        }
    }

    func stringMethod(_ name: String, _ text: String, _ arguments: [ArgumentValue], _ range: SourceRange,
                      _ source: SourceText) throws -> Value? {
        func stringArgument(_ label: String?) throws -> String {
            guard let value = argument(arguments, label)?.stringContent else {
                throw runtimeError("'\(name)' expects a String argument\(label.map { " '\($0):'" } ?? "")", range, source)
            }
            return value
        }
        if let result = try regexStringMethod(name, text[...], arguments, range, source) { return result }
        if StringIndexing.methodNames.contains(name), let result = try stringIndexMethod(name, text, arguments, range, source) {
            return result
        }
        switch name {
        case "replacingCharacters":
            // Foundation's `replacingCharacters(in: range, with: text)`: `replaceSubrange` on a copy.
            var copy = Value.string(text)
            let given = [ArgumentValue(label: nil, value: try requireArgument(arguments, "in", in: name, range, source)),
                         ArgumentValue(label: "with", value: .string(try stringArgument("with")))]
            _ = try mutateStringAtIndices("replaceSubrange", &copy, text, given, range, source)
            return copy
        case "withUTF8":
            // The string's UTF-8 bytes lent to the closure as an `UnsafeBufferPointer<UInt8>` (the method is `mutating`
            // in Swift only so that it may make the storage contiguous; the text does not change).
            return try lendElements("withUnsafeBufferPointer", text.utf8.map { .sized(SizedInt($0, kind: .uint8)) }, arguments, range, source)
        case "withCString": return try lendCString(text, arguments, range, source)
        case "uppercased": return .string(text.uppercased())
        case "lowercased": return .string(text.lowercased())
        case "hasPrefix": return .bool(text.hasPrefix(try stringArgument(nil)))
        case "hasSuffix": return .bool(text.hasSuffix(try stringArgument(nil)))
        case "firstRange":
            // The standard library's `firstRange(of:)`: a range of the string's indices, or nil.
            guard let found = text.firstRange(of: try stringArgument("of")) else { return Value.none }
            return .optional(.native(RangeValue(lower: .index(found.lowerBound), upper: .index(found.upperBound), closed: false)))
        case "ranges":
            // `ranges(of:)`: every non-overlapping match, as ranges of the string's indices.
            return .array(text.ranges(of: try stringArgument("of")).map {
                .native(RangeValue(lower: .index($0.lowerBound), upper: .index($0.upperBound), closed: false))
            })
        case "contains":
            guard let other = argument(arguments, nil)?.stringContent else { return nil }
            return .bool(other.isEmpty || text.contains(other))
        case "replacing":
            // Swift 5.7's `replacing(_:with:)` (no Foundation needed).
            guard let target = argument(arguments, nil)?.stringContent, let replacement = argument(arguments, "with")?.stringContent else {
                throw runtimeError("replacing(_:with:) expects two strings", range, source)
            }
            var limit = Int.max
            if let given = argument(arguments, "maxReplacements") {
                guard case .int(let count) = given else { throw runtimeError("maxReplacements expects an Int", range, source) }
                guard count >= 0 else { throw runtimeError("Fatal error: Requires a non-negative count", range, source) }
                limit = count
            }
            return .string(target.isEmpty ? text : text.replacing(target, with: replacement, maxReplacements: limit))
        case "trimmingPrefix":
            // Swift 5.7's `trimmingPrefix(_:)` (a prefix of characters) and `trimmingPrefix(while:)`: a Substring.
            if let test = argument(arguments, "while") ?? (arguments.count == 1 && arguments[0].value.isFunction ? arguments[0].value : nil) {
                var start = text.startIndex
                while start < text.endIndex, try predicate(test, .character(text[start]), range, source) { start = text.index(after: start) }
                return Value.substring(text[start...])
            }
            guard let prefix = argument(arguments, nil)?.stringContent else { return nil }
            return Value.substring(text.starts(with: prefix) ? text.dropFirst(prefix.count) : text[...])
        default: return foundationImported ? try foundationStringMethod(name, text, arguments, range, source) : nil
        }
    }
}
