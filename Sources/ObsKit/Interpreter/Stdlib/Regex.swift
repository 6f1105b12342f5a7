/// Swift's `Regex` (SE-0350, SE-0354, SE-0357), run by the standard library's own engine: `#/.../#` and `/.../`
/// literals, `Regex("...")` (throws on a bad pattern), and what String does with one: `matches(of:)`,
/// `firstMatch(of:)`, `wholeMatch(of:)`, `prefixMatch(of:)`, `contains(_:)`, `replacing(_:with:)` (a string or a
/// closure of the match), `split(separator:)`, `ranges(of:)`, `firstRange(of:)`, `trimmingPrefix(_:)`,
/// `starts(with:)`; a regex's own `wholeMatch(in:)`, `firstMatch(in:)`, `prefixMatch(in:)`, `ignoresCase()`.
/// A literal's match `output` is a tuple of the whole match and its captures (Substrings, nil for a group that did not
/// take part), labelled by the captures' names; `match.1` and `match.name` read it, `match.range` is its range. A
/// regex made from a string at run time is a `Regex<AnyRegexOutput>`: its output is an `AnyRegexOutput` (its
/// `count`, elements by position or name, each with `substring`, `range`, `name`).
final class RegexValue: NativeObject {
    let regex: Regex<AnyRegexOutput>
    /// Made by `Regex("...")` at run time: its matches' output is an `AnyRegexOutput`, not a tuple.
    let outputIsAny: Bool

    init(_ regex: Regex<AnyRegexOutput>, outputIsAny: Bool = false) {
        self.regex = regex
        self.outputIsAny = outputIsAny
    }

    var typeName: String { "Regex<AnyRegexOutput>" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "ignoresCase":
            return .builtin(BuiltinFunction(name) { [regex, outputIsAny] _, arguments, _, _ in
                if case .bool(false)? = arguments.first?.value { return .native(RegexValue(regex.ignoresCase(false), outputIsAny: outputIsAny)) }
                return .native(RegexValue(regex.ignoresCase(), outputIsAny: outputIsAny))
            })
        case "anchorsMatchLineEndings":
            return .builtin(BuiltinFunction(name) { [regex, outputIsAny] _, _, _, _ in
                .native(RegexValue(regex.anchorsMatchLineEndings(), outputIsAny: outputIsAny))
            })
        case "dotMatchesNewlines":
            return .builtin(BuiltinFunction(name) { [regex, outputIsAny] _, _, _, _ in
                .native(RegexValue(regex.dotMatchesNewlines(), outputIsAny: outputIsAny))
            })
        case "wholeMatch", "firstMatch", "prefixMatch":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                switch interpreter.argument(arguments, "in") {
                case .native(let slice as SubstringValue)?: return try match(name, in: slice.text, interpreter, range, source)
                case let given?:
                    guard let text = given.stringContent else { fallthrough }
                    return try match(name, in: text[...], interpreter, range, source)
                default: throw interpreter.runtimeError("expected \(name)(in: text)", range, source)
                }
            })
        default: return nil
        }
    }

    /// `wholeMatch`, `firstMatch` or `prefixMatch` of the regex in `text` (a String's whole or a Substring: its ranges are
    /// the base string's, as Swift's are): an optional match.
    func match(_ kind: String, in text: Substring, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        let found: Regex<AnyRegexOutput>.Match?
        do {
            switch kind {
            case "wholeMatch": found = try regex.wholeMatch(in: text)
            case "prefixMatch": found = try regex.prefixMatch(in: text)
            default: found = try regex.firstMatch(in: text)
            }
        } catch {
            throw interpreter.runtimeError("Fatal error: the regex failed to match: \(error)", range, source)
        }
        return found.map { .optional(.native(RegexMatchValue($0, outputIsAny: outputIsAny))) } ?? .none
    }
}

/// One match: its output (the whole match and the captures) and its range in the searched string.
final class RegexMatchValue: NativeObject {
    let match: Regex<AnyRegexOutput>.Match
    let outputIsAny: Bool

    init(_ match: Regex<AnyRegexOutput>.Match, outputIsAny: Bool = false) {
        self.match = match
        self.outputIsAny = outputIsAny
    }

    var typeName: String { "Regex<AnyRegexOutput>.Match" }

    /// The output as Swift gives it: `(Substring, Substring, ...)`, named captures labelled.
    var output: Value {
        var elements: [Value] = []
        var labels: [String?] = []
        for element in match.output {
            elements.append(Self.capture(element))
            labels.append(element.name)
        }
        if elements.count == 1 { return elements[0] }
        return .tuple(TupleValue(elements: elements, labels: labels))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "output": return outputIsAny ? .native(AnyRegexOutputValue(match.output)) : output
        case "range": return .native(RangeValue(lower: .index(match.range.lowerBound), upper: .index(match.range.upperBound), closed: false))
        default:
            // `match.1`, `match.key`: the output's element (Regex.Match's dynamic member lookup).
            if let index = Int(name) {
                guard index < match.output.count else { return nil }
                return Self.capture(match.output[index])
            }
            guard let element = match.output.first(where: { $0.name == name }) else { return nil }
            return Self.capture(element)
        }
    }

    /// A capture as the literal's output types it: a `Substring`, or a `Substring?` for a group that may not take part
    /// (`(:\d+)?`, a branch of `|`), which is an optional also when it matched.
    private static func capture(_ element: AnyRegexOutput.Element) -> Value {
        guard let text = element.substring else { return .none }
        return element.type == Optional<Substring>.self ? .optional(.substring(text)) : .substring(text)
    }
}

/// `Regex("[a-z]+")`: a regex from a string, made at run time (a bad pattern throws, as Swift's does).
final class RegexType: NativeCallable {
    var typeName: String { "Regex<AnyRegexOutput>.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        // `Regex(pattern, as: (Substring, Substring).self)`: its output is that tuple, as a literal's is.
        let typed = arguments.count == 2 && arguments[1].label == "as"
        guard arguments.count == 1 || typed, arguments[0].label == nil, let pattern = arguments[0].value.stringContent else {
            throw interpreter.runtimeError("expected Regex(\"pattern\") or Regex(\"pattern\", as: Output.self)", range, source)
        }
        do {
            if typed, let captures = Self.substringCaptures(interpreter.typeRef(ofMetatype: arguments[1].value)) {
                // The output type checked against the pattern by Swift's own typed init (it throws on a mismatch).
                try Self.checkOutput(pattern, captures: captures)
            }
            return .native(RegexValue(try Regex(pattern), outputIsAny: !typed))
        } catch {
            throw ScriptError(value: .string("\(error)"), location: SourceLocation(source: source, range: range))
        }
    }

    /// How many captures an output type of Substrings names (`Substring.self`: none, `(Substring, Substring).self`: one);
    /// nil for another type (its elements are not checked here).
    private static func substringCaptures(_ type: TypeRef?) -> Int? {
        // (`Substring.self` is String's type here, as the runtime gives it.)
        func isSubstring(_ type: TypeRef) -> Bool { type == .named("Substring", []) || type == .named("String", []) }
        switch type {
        case let single? where isSubstring(single): return 0
        case .tuple(let elements, _)? where elements.allSatisfy(isSubstring): return elements.count - 1
        default: return nil
        }
    }

    private static func checkOutput(_ pattern: String, captures: Int) throws {
        typealias S = Substring
        switch captures {
        case 0: _ = try Regex(pattern, as: S.self)
        case 1: _ = try Regex(pattern, as: (S, S).self)
        case 2: _ = try Regex(pattern, as: (S, S, S).self)
        case 3: _ = try Regex(pattern, as: (S, S, S, S).self)
        case 4: _ = try Regex(pattern, as: (S, S, S, S, S).self)
        case 5: _ = try Regex(pattern, as: (S, S, S, S, S, S).self)
        default: break
        }
    }

    /// A regex literal's pattern, compiled when the literal runs (swiftc checks it when compiling).
    static func literal(_ pattern: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        do {
            return .native(RegexValue(try Regex(pattern)))
        } catch {
            throw interpreter.runtimeError("this regex literal does not compile: \(error)", range, source)
        }
    }
}

extension Interpreter {
    /// What String and Substring do with a Regex argument (nil when no argument is one). A String's is asked as its
    /// whole Substring: the same indices.
    func regexStringMethod(_ name: String, _ text: Substring, _ arguments: [ArgumentValue], _ range: SourceRange,
                           _ source: SourceText) throws -> Value? {
        guard case .native(let value as RegexValue)? = arguments.first?.value else { return nil }
        let regex = value.regex
        let outputIsAny = value.outputIsAny
        func indices(_ found: Range<String.Index>) -> Value {
            .native(RangeValue(lower: .index(found.lowerBound), upper: .index(found.upperBound), closed: false))
        }
        switch name {
        case "matches": return .array(text.matches(of: regex).map { .native(RegexMatchValue($0, outputIsAny: outputIsAny)) })
        case "firstMatch", "wholeMatch", "prefixMatch": return try value.match(name, in: text, self, range, source)
        case "contains": return .bool(text.contains(regex))
        case "starts": return .bool(text.starts(with: regex))
        case "ranges": return .array(text.ranges(of: regex).map(indices))
        case "firstRange": return text.firstRange(of: regex).map { .optional(indices($0)) } ?? .none
        case "trimmingPrefix": return .substring(text.trimmingPrefix(regex))
        case "split":
            var omitting = true
            if case .bool(let flag)? = argument(arguments, "omittingEmptySubsequences") { omitting = flag }
            let limit: Int
            if case .int(let count)? = argument(arguments, "maxSplits") { limit = count } else { limit = Int.max }
            return .array(text.split(separator: regex, maxSplits: limit, omittingEmptySubsequences: omitting).map { .substring($0) })
        case "replacing":
            guard let replacement = argument(arguments, "with") ?? arguments.dropFirst().last(where: { $0.label == nil })?.value else { throw runtimeError("expected replacing(regex, with: ...)", range, source) }
            var result = ""
            var start = text.startIndex
            var limit = Int.max
            if case .int(let count)? = argument(arguments, "maxReplacements") { limit = count }
            for match in text.matches(of: regex) where limit > 0 {
                limit -= 1
                result += text[start..<match.range.lowerBound]
                if let fixed = replacement.stringContent {
                    result += fixed
                } else {
                    let made = try invoke(replacement, [.native(RegexMatchValue(match, outputIsAny: outputIsAny))], range, source)
                    result += made.stringContent ?? describe(made)
                }
                start = match.range.upperBound
            }
            result += text[start...]
            return .string(result)
        default: return nil
        }
    }
}

/// The output of a match of a `Regex<AnyRegexOutput>` (a regex made from a string at run time): a collection of the
/// whole match and the captures, read by position (`output[1]`) or by a capture's name (`output["year"]`).
final class AnyRegexOutputValue: NativeSubscript, NativeSequence {
    let output: AnyRegexOutput

    init(_ output: AnyRegexOutput) {
        self.output = output
    }

    var typeName: String { "AnyRegexOutput" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "count": return .int(output.count)
        case "isEmpty": return .bool(output.isEmpty)
        case "first": return output.first.map { .optional(.native(AnyRegexOutputElementValue($0))) } ?? Value.none
        case "startIndex": return .int(output.startIndex)
        case "endIndex": return .int(output.endIndex)
        default: return nil
        }
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        switch keys.first {
        case .int(let position)? where keys.count == 1:
            guard output.indices.contains(position) else { throw interpreter.runtimeError("Fatal error: Index out of range", range, source) }
            return .native(AnyRegexOutputElementValue(output[position]))
        case .string(let name)? where keys.count == 1:
            return output[name].map { .optional(.native(AnyRegexOutputElementValue($0))) } ?? Value.none
        default:
            throw interpreter.runtimeError("AnyRegexOutput is read by an Int position or a capture's name", range, source)
        }
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: AnyRegexOutput is read-only", range, source)
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        var iterator = output.makeIterator()
        return ValueIterator { iterator.next().map { .native(AnyRegexOutputElementValue($0)) } }
    }
}

/// One element of an `AnyRegexOutput`: a capture (or the whole match) with its `substring` and `range` (nil when its
/// group did not take part) and its `name`.
final class AnyRegexOutputElementValue: NativeObject {
    let element: AnyRegexOutput.Element

    init(_ element: AnyRegexOutput.Element) {
        self.element = element
    }

    var typeName: String { "AnyRegexOutput.Element" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "substring": return element.substring.map { .optional(.substring($0)) } ?? Value.none
        case "range":
            return element.range.map { .optional(.native(RangeValue(lower: .index($0.lowerBound), upper: .index($0.upperBound), closed: false))) }
                ?? Value.none
        case "name": return element.name.map { .optional(.string($0)) } ?? Value.none
        case "value": return element.substring.map { .optional(.substring($0)) } ?? Value.none
        default: return nil
        }
    }
}
