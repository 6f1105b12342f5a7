import Foundation

/// Foundation's `NSRegularExpression`, the real one, with what it works in: `NSRange` (UTF-16 offsets;
/// `NSRange(range, in: text)`, `NSRange(location:length:)`, `NSMakeRange`, `NSNotFound`), `Range(nsRange, in: text)`,
/// `NSTextCheckingResult` (`range`, `range(at:)`, `range(withName:)`, `numberOfRanges`), and
/// `(text as NSString).substring(with:)`. Matching, replacing templates (`$1`) and pattern errors are Foundation's own.
final class NSRangeValue: NativeValue, NativeDescribed {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
    }

    /// Foundation's `NSNotFound` (the location of a capture group that took no part).
    static let notFound = NSNotFound

    var typeName: String { "_NSRange" }
    var printedForm: String { "{\(range.location), \(range.length)}" }
    func describe(_ interpreter: Interpreter, debug: Bool) -> String { printedForm }

    func isEqual(to other: NativeValue) -> Bool? { (other as? NSRangeValue).map { $0.range == range } }
    func hash(into hasher: inout Hasher) { hasher.combine(range.location); hasher.combine(range.length) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "location": return .int(self.range.location)
        case "length": return .int(self.range.length)
        case "lowerBound": return .int(self.range.lowerBound)
        case "upperBound": return .int(self.range.upperBound)
        default: return nil
        }
    }

    /// The NSRange of a range of a string's indices (a one-sided one reaching the string's end or start).
    static func make(_ bounds: Value, in text: String) -> NSRange? {
        guard case .native(let given as RangeValue) = bounds else { return nil }
        func index(_ value: Value?, _ fallback: String.Index) -> String.Index? {
            guard let value else { return fallback }
            return (value.unwrapped.flatMap { if case .native(let index as StringIndexValue) = $0 { return index } else { return nil } })?.index
        }
        guard let lower = index(given.lower, text.startIndex), var upper = index(given.upper, text.endIndex) else { return nil }
        if given.closed, given.upper != nil { upper = text.index(after: upper) }
        return NSRange(lower..<upper, in: text)
    }
}

/// `NSRange(...)` and `NSMakeRange(_:_:)`.
final class NSRangeType: NativeCallable {
    var typeName: String { "NSRange.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if case .int(let location)? = interpreter.argument(arguments, "location"), case .int(let length)? = interpreter.argument(arguments, "length") {
            return .native(NSRangeValue(NSRange(location: location, length: length)))
        }
        if arguments.count == 2, case .int(let location) = arguments[0].value, case .int(let length) = arguments[1].value {
            return .native(NSRangeValue(NSRange(location: location, length: length)))
        }
        if let text = interpreter.argument(arguments, "in")?.stringContent, let bounds = arguments.first?.value,
           let made = NSRangeValue.make(bounds, in: text) {
            return .native(NSRangeValue(made))
        }
        throw interpreter.runtimeError("expected NSRange(location:length:) or NSRange(range, in: text)", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

final class NSRegularExpressionValue: NativeObject {
    let regex: NSRegularExpression

    init(_ regex: NSRegularExpression) {
        self.regex = regex
    }

    var typeName: String { "NSRegularExpression" }
    var printedForm: String { "\(regex.pattern)" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "pattern": return .string(regex.pattern)
        case "numberOfCaptureGroups": return .int(regex.numberOfCaptureGroups)
        case "replaceMatches":
            // `replaceMatches(in: mutable, options:range:withTemplate:)`: changes the NSMutableString, gives the count.
            return .builtin(BuiltinFunction(name) { [regex] interpreter, arguments, range, source in
                guard case .native(let mutable as NSMutableStringValue)? = interpreter.argument(arguments, "in") else {
                    throw interpreter.runtimeError("replaceMatches(in:) expects an NSMutableString", range, source)
                }
                var searched = NSRange(location: 0, length: mutable.string.length)
                if case .native(let given as NSRangeValue)? = interpreter.argument(arguments, "range") { searched = given.range }
                guard searched.location >= 0, searched.upperBound <= mutable.string.length else {
                    throw interpreter.runtimeError("Fatal error: range \(NSRangeValue(searched).printedForm) is out of bounds of a string of length \(mutable.string.length)", range, source)
                }
                let template = interpreter.argument(arguments, "withTemplate")?.stringContent ?? ""
                return .int(regex.replaceMatches(in: mutable.string, range: searched, withTemplate: template))
            })
        case "replacementString":
            // `replacementString(for: match, in: text, offset: 0, template: "$1")`: the template filled from that match.
            return .builtin(BuiltinFunction(name) { [regex] interpreter, arguments, range, source in
                guard case .native(let match as NSTextCheckingResultValue)? = interpreter.argument(arguments, "for"),
                      let text = interpreter.argument(arguments, "in")?.stringContent,
                      let offset = interpreter.argument(arguments, "offset")?.integerValue,
                      let template = interpreter.argument(arguments, "template")?.stringContent else {
                    throw interpreter.runtimeError("expected replacementString(for:in:offset:template:)", range, source)
                }
                return .string(regex.replacementString(for: match.result, in: text, offset: offset, template: template))
            })
        case "matches", "firstMatch", "numberOfMatches", "rangeOfFirstMatch", "stringByReplacingMatches", "enumerateMatches":
            return .builtin(BuiltinFunction(name) { [regex] interpreter, arguments, range, source in
                guard let text = interpreter.argument(arguments, "in")?.stringContent else {
                    throw interpreter.runtimeError("expected \(name)(in: text, range: NSRange(...))", range, source)
                }
                var searched = NSRange(text.startIndex..., in: text)
                if case .native(let given as NSRangeValue)? = interpreter.argument(arguments, "range") { searched = given.range }
                guard searched.location >= 0, searched.upperBound <= text.utf16.count else {
                    throw interpreter.runtimeError("Fatal error: range \(NSRangeValue(searched).printedForm) is out of bounds of a string of length \(text.utf16.count)", range, source)
                }
                switch name {
                case "matches":
                    return .array(regex.matches(in: text, range: searched).map { .native(NSTextCheckingResultValue($0)) })
                case "firstMatch":
                    return regex.firstMatch(in: text, range: searched).map { .optional(.native(NSTextCheckingResultValue($0))) } ?? .none
                case "numberOfMatches":
                    return .int(regex.numberOfMatches(in: text, range: searched))
                case "rangeOfFirstMatch":
                    return .native(NSRangeValue(regex.rangeOfFirstMatch(in: text, range: searched)))
                case "enumerateMatches":
                    return try Self.enumerateMatches(regex, in: text, range: searched, arguments, interpreter, range, source)
                default:
                    let template = interpreter.argument(arguments, "withTemplate")?.stringContent ?? ""
                    return .string(regex.stringByReplacingMatches(in: text, range: searched, withTemplate: template))
                }
            })
        default: return nil
        }
    }
}

extension NSRegularExpressionValue {
    /// `enumerateMatches(in:options:range:using:)`: the block gets each match, its flags (none here) and a pointer to an
    /// `ObjCBool` whose `pointee = true` stops the enumeration, as Foundation's does.
    static func enumerateMatches(_ regex: NSRegularExpression, in text: String, range searched: NSRange, _ arguments: [Interpreter.ArgumentValue],
                                 _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let block = interpreter.functionArgument(arguments, "using") else {
            throw interpreter.runtimeError("enumerateMatches needs a block: { result, flags, stop in ... }", range, source)
        }
        let stop = PointerMemory(cells: [.bool(false)], element: .named("ObjCBool", []), origin: .lent, interpreter: interpreter)
        defer { stop.end(because: "was lent to enumerateMatches's block, which has returned") }
        for match in regex.matches(in: text, range: searched) {
            _ = try interpreter.invoke(block, [.optional(.native(NSTextCheckingResultValue(match))), .array([]),
                                               .native(PointerValue(stop, offset: 0, isMutable: true))], range, source)
            if case .bool(true)? = stop.cells[0] { break }
        }
        return .void
    }
}

/// `NSRegularExpression(pattern:options:)` (throws for a bad pattern), `NSRegularExpression.escapedPattern(for:)`,
/// and its options.
final class NSRegularExpressionType: NativeCallable {
    var typeName: String { "NSRegularExpression.Type" }

    static let optionNames: [String: NSRegularExpression.Options] = [
        "caseInsensitive": .caseInsensitive, "allowCommentsAndWhitespace": .allowCommentsAndWhitespace,
        "ignoreMetacharacters": .ignoreMetacharacters, "dotMatchesLineSeparators": .dotMatchesLineSeparators,
        "anchorsMatchLines": .anchorsMatchLines, "useUnixLineSeparators": .useUnixLineSeparators,
        "useUnicodeWordBoundaries": .useUnicodeWordBoundaries,
    ]

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let pattern = interpreter.argument(arguments, "pattern")?.stringContent else {
            throw interpreter.runtimeError("expected NSRegularExpression(pattern:options:)", range, source)
        }
        var options: NSRegularExpression.Options = []
        for name in interpreter.optionNames(interpreter.argument(arguments, "options")) {
            guard let option = Self.optionNames[name] else { throw interpreter.runtimeError("unknown option '.\(name)'", range, source) }
            options.insert(option)
        }
        do {
            return .native(NSRegularExpressionValue(try NSRegularExpression(pattern: pattern, options: options)))
        } catch {
            // Foundation's NSError (domain NSCocoaErrorDomain, code 2048: the pattern is invalid).
            throw ScriptError(value: .native(NSErrorValue(bridging: error)), location: SourceLocation(source: source, range: range))
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "escapedPattern" || name == "escapedTemplate" else { return nil }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, _, _ in
            let text = interpreter.argument(arguments, "for")?.stringContent ?? ""
            return .string(name == "escapedPattern" ? NSRegularExpression.escapedPattern(for: text) : NSRegularExpression.escapedTemplate(for: text))
        })
    }
}

/// A match: its whole range and each capture group's (`NSRange(location: NSNotFound, length: 0)` for one that took no part).
final class NSTextCheckingResultValue: NativeObject {
    let result: NSTextCheckingResult

    init(_ result: NSTextCheckingResult) {
        self.result = result
    }

    var typeName: String { "NSTextCheckingResult" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "range":
            // The property; `range(at:)` / `range(withName:)` are the methods beside it (below).
            return .native(NSRangeValue(result.range))
        case "numberOfRanges": return .int(result.numberOfRanges)
        default: return nil
        }
    }
}

extension NSTextCheckingResultValue: NativeMethodBesideProperty {
    func method(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "range" else { return nil }
        return .builtin(BuiltinFunction(name) { [result] interpreter, arguments, range, source in
            if case .int(let index)? = interpreter.argument(arguments, "at") {
                guard index >= 0, index < result.numberOfRanges else {
                    throw interpreter.runtimeError("Fatal error: range(at: \(index)) of a match with \(result.numberOfRanges) ranges", range, source)
                }
                return .native(NSRangeValue(result.range(at: index)))
            }
            if let group = interpreter.argument(arguments, "withName")?.stringContent {
                return .native(NSRangeValue(result.range(withName: group)))
            }
            throw interpreter.runtimeError("expected range(at:) or range(withName:)", range, source)
        })
    }
}
