/// String's index API, for Strings and Substrings alike (both are StringProtocol with String.Index):
/// `startIndex`, `endIndex`, `indices`, `index(after:)`, `index(before:)`, `index(_:offsetBy:)` (also
/// `limitedBy:`), `distance(from:to:)`, `firstIndex`/`lastIndex`, subscripts by index and by range, and the
/// slicing methods that return Substrings (`prefix`, `suffix`, `dropFirst`, `dropLast`, `prefix(while:)`,
/// `drop(while:)`, `split`). An index out of bounds traps as Swift's does.
enum StringIndexing {
    static let methodNames: Set<String> = [
        "index", "distance", "firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "drop", "split",
    ]
}

extension Interpreter {
    func stringIndexProperty<S: StringProtocol>(_ name: String, _ text: S) throws -> Value?
        where S.Index == String.Index, S.SubSequence == Substring {
        switch name {
        case "startIndex": return .index(text.startIndex)
        case "endIndex": return .index(text.endIndex)
        case "indices": return .array(text.indices.map { .index($0) })
        case "utf8": return .native(StringView(.utf8, String(text)))
        case "utf16": return .native(StringView(.utf16, String(text)))
        case "unicodeScalars": return .native(StringView(.unicodeScalars, String(text)))
        case "utf8CString":
            // The UTF-8 bytes as CChar (Int8), NUL-terminated; an Array here (Swift's is a ContiguousArray, which prints the same).
            return .array(String(text).utf8CString.map { .sized(SizedInt($0, kind: .int8)) })
        default: return nil
        }
    }

    func stringIndexMethod<S: StringProtocol>(_ name: String, _ text: S, _ arguments: [ArgumentValue], _ range: SourceRange,
                                              _ source: SourceText) throws -> Value?
        where S.Index == String.Index, S.SubSequence == Substring {
        func index(_ label: String?) throws -> String.Index {
            guard case .native(let value as StringIndexValue)? = argument(arguments, label) else {
                throw runtimeError("'\(name)' expects a String.Index\(label.map { " for '\($0):'" } ?? "")", range, source)
            }
            guard value.index >= text.startIndex && value.index <= text.endIndex else { throw outOfBounds(range, source) }
            return value.index
        }
        func closure(_ label: String?) throws -> Value {
            guard let function = functionArgument(arguments, label) else {
                throw runtimeError("missing closure argument in call to '\(name)'", range, source)
            }
            return function
        }
        func character(_ element: Character) -> Value { .character(element) }
        switch name {
        case "index":
            if argument(arguments, "after") != nil {
                let i = try index("after")
                guard i < text.endIndex else { throw outOfBounds(range, source) }
                return .index(text.index(after: i))
            }
            if argument(arguments, "before") != nil {
                let i = try index("before")
                guard i > text.startIndex else { throw outOfBounds(range, source) }
                return .index(text.index(before: i))
            }
            let start = try index(nil)
            let distance = try intArgument(argument(arguments, "offsetBy"), in: "index(_:offsetBy:)", range, source)
            let bound = distance >= 0 ? text.endIndex : text.startIndex
            if argument(arguments, "limitedBy") != nil {
                // A limit behind the start (in the direction of travel) does not stop the move: past the end, Swift traps.
                let limit = try index("limitedBy")
                let applies = distance >= 0 ? limit >= start : limit <= start
                guard let moved = text.index(start, offsetBy: distance, limitedBy: applies ? limit : bound) else {
                    if applies { return Value.none }
                    throw outOfBounds(range, source)
                }
                return .optional(.index(moved))
            }
            guard let moved = text.index(start, offsetBy: distance, limitedBy: bound) else { throw outOfBounds(range, source) }
            return .index(moved)
        case "distance":
            return .int(text.distance(from: try index("from"), to: try index("to")))
        case "firstIndex", "lastIndex":
            let found: String.Index?
            if let wanted = argument(arguments, "of") {
                guard let wantedText = wanted.stringContent, let character = wantedText.first, wantedText.count == 1 else {
                    throw runtimeError("'\(name)(of:)' expects a Character", range, source)
                }
                found = name == "firstIndex" ? text.firstIndex(of: character) : text.lastIndex(of: character)
            } else {
                let test = try closure("where")
                let matches: (Character) throws -> Bool = { try self.predicate(test, character($0), range, source) }
                found = name == "firstIndex" ? try text.firstIndex(where: matches) : try text.lastIndex(where: matches)
            }
            return found.map { .optional(.index($0)) } ?? Value.none
        case "prefix" where functionArgument(arguments, "while") != nil:
            let test = try closure("while")
            return .substring(try text.prefix { try self.predicate(test, character($0), range, source) })
        case "drop":
            let test = try closure("while")
            return .substring(try text.drop { try self.predicate(test, character($0), range, source) })
        case "prefix" where argument(arguments, "upTo") != nil: return .substring(text[..<(try index("upTo"))])
        case "prefix" where argument(arguments, "through") != nil:
            let end = try index("through")
            guard end < text.endIndex else { throw outOfBounds(range, source) }
            return .substring(text[...end])
        case "suffix" where argument(arguments, "from") != nil: return .substring(text[(try index("from"))...])
        case "prefix": return .substring(text.prefix(try countArgument(arguments, name, range, source)))
        case "suffix": return .substring(text.suffix(try countArgument(arguments, name, range, source)))
        case "dropFirst": return .substring(text.dropFirst(try countArgument(arguments, name, range, source, default: 1)))
        case "dropLast": return .substring(text.dropLast(try countArgument(arguments, name, range, source, default: 1)))
        case "split":
            return try split(text, arguments, range, source)
        default:
            return nil
        }
    }

    /// `split(separator:)` (a Character or a String), `split(whereSeparator:)`, with `maxSplits:` and
    /// `omittingEmptySubsequences:`.
    private func split<S: StringProtocol>(_ text: S, _ arguments: [ArgumentValue], _ range: SourceRange,
                                          _ source: SourceText) throws -> Value where S.SubSequence == Substring {
        if argument(arguments, "separator")?.stringContent == nil, let byRegex = try regexStringMethod("split", text[...], arguments, range, source) {
            return byRegex
        }
        let maxSplits = try maxSplitsArgument(arguments, range, source)
        var omitting = true
        if let value = argument(arguments, "omittingEmptySubsequences") { omitting = try isTrue(value, range, source) }
        let parts: [Substring]
        if let test = functionArgument(arguments, "whereSeparator") {
            parts = try text.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) {
                try self.predicate(test, .character($0), range, source)
            }
        } else {
            guard let separator = argument(arguments, "separator")?.stringContent, let character = separator.first else {
                throw runtimeError("split(separator:) expects a Character or a String", range, source)
            }
            parts = separator.count == 1
                ? text.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                : text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
        }
        return .array(parts.map { .substring($0) })
    }

    /// `text[i]` (a Character) and `text[range]` (a Substring).
    func stringSubscript<S: StringProtocol>(_ text: S, _ key: Value, _ range: SourceRange, _ source: SourceText) throws -> Value
        where S.Index == String.Index, S.SubSequence == Substring {
        switch key {
        case .native(let position as StringIndexValue):
            guard position.index >= text.startIndex && position.index < text.endIndex else { throw outOfBounds(range, source) }
            return .character(text[position.index])
        case .native(let bounds as RangeValue):
            return .substring(text[try stringRange(bounds, in: text, range, source)])
        case .int, .range:
            throw runtimeError("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.", range, source)
        default:
            throw runtimeError("value of type 'String' has no subscripts taking (\(key.typeName))", range, source)
        }
    }

    /// A range of string indices (one-sided ones reach the text's ends), checked against the text.
    func stringRange<S: StringProtocol>(_ bounds: RangeValue, in text: S, _ range: SourceRange, _ source: SourceText) throws
        -> Range<String.Index> where S.Index == String.Index {
        func index(_ value: Value?, default fallback: String.Index) throws -> String.Index {
            guard let value else { return fallback }
            guard case .native(let position as StringIndexValue) = value else {
                throw runtimeError("a String is sliced by a range of String.Index", range, source)
            }
            return position.index
        }
        let lower = try index(bounds.lower, default: text.startIndex)
        var upper = try index(bounds.upper, default: text.endIndex)
        if bounds.upper != nil && bounds.closed {
            guard upper < text.endIndex else { throw outOfBounds(range, source) }
            upper = text.index(after: upper)
        }
        guard lower >= text.startIndex, upper <= text.endIndex, lower <= upper else { throw outOfBounds(range, source) }
        return lower..<upper
    }

    func outOfBounds(_ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("Fatal error: String index is out of bounds", range, source)
    }
}
