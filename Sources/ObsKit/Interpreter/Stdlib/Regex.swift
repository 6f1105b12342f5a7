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
    /// Made by RegexBuilder: how many optionals wrap each capture in the output (RegexBuilder.swift); nil for a
    /// regex made from a pattern, whose captures the engine types.
    let builderCaptures: [RegexCaptureSlot]?
    /// Made by RegexBuilder: where its captures' transforms leave an error for the match to throw.
    let failures: [RegexTransformFailure]
    /// The pattern of a regex made from one (a literal or a string).
    let pattern: String?
    /// A Foundation parser used as a component (RegexParsers): what it parses from the text it matched.
    var parsed: ((Substring) -> Value?)?

    init(_ regex: Regex<AnyRegexOutput>, outputIsAny: Bool = false, pattern: String? = nil) {
        self.regex = regex
        self.outputIsAny = outputIsAny
        self.pattern = pattern
        builderCaptures = nil
        failures = []
    }

    init(_ regex: Regex<AnyRegexOutput>, builderCaptures: [RegexCaptureSlot], failures: [RegexTransformFailure],
         parsed: ((Substring) -> Value?)? = nil) {
        self.regex = regex
        outputIsAny = false
        pattern = nil
        self.builderCaptures = builderCaptures
        self.failures = failures
        self.parsed = parsed
    }

    /// The same kind of regex with `regex` changed (`ignoresCase()`).
    func with(_ regex: Regex<AnyRegexOutput>) -> RegexValue {
        if let builderCaptures { return RegexValue(regex, builderCaptures: builderCaptures, failures: failures, parsed: parsed) }
        return RegexValue(regex, outputIsAny: outputIsAny, pattern: pattern)
    }

    /// Its captures' optional depths, for a component of a builder: a pattern's groups count as captures that are
    /// not optional (the engine erases a pattern's own typing once it is inside a builder's regex).
    var captureShape: [RegexCaptureSlot] {
        builderCaptures ?? Array(repeating: RegexCaptureSlot(optionals: 0), count: pattern.map(Self.captureCount) ?? 0)
    }

    /// How many capturing groups a pattern has: `(`, `(?<name>`, `(?'name'`, `(?P<name>`, not escaped nor in a class.
    static func captureCount(_ pattern: String) -> Int {
        let characters = Array(pattern)
        var count = 0
        var index = 0
        var inClass = false
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "[": inClass = true
            case "]": inClass = false
            case "(" where !inClass:
                let rest = characters[(index + 1)...].prefix(3).map(String.init).joined()
                if !rest.hasPrefix("?") || rest.hasPrefix("?P<") || rest.hasPrefix("?'")
                    || rest.hasPrefix("?<") && !rest.hasPrefix("?<=") && !rest.hasPrefix("?<!") {
                    count += 1
                }
            default: break
            }
            index += 1
        }
        return count
    }

    var typeName: String { "Regex<AnyRegexOutput>" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "ignoresCase":
            return .builtin(BuiltinFunction(name) { [self] _, arguments, _, _ in
                if case .bool(false)? = arguments.first?.value { return .native(with(regex.ignoresCase(false))) }
                return .native(with(regex.ignoresCase()))
            })
        case "anchorsMatchLineEndings":
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in .native(with(regex.anchorsMatchLineEndings())) })
        case "dotMatchesNewlines":
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in .native(with(regex.dotMatchesNewlines())) })
        case "repetitionBehavior":
            return .builtin(BuiltinFunction(name) { [self] _, arguments, _, _ in
                switch arguments.first?.value {
                case .native(let given as RepetitionBehaviorValue)?: return .native(with(regex.repetitionBehavior(given.behavior)))
                case .symbol(let symbol)?: return .native(with(regex.repetitionBehavior(RepetitionBehaviorValue.named(symbol) ?? .eager)))
                default: return .native(self)
                }
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
            // A capture's transform threw the script's error: the match throws it.
            try RegexTransformFailure.rethrow(failures)
            throw interpreter.runtimeError("Fatal error: the regex failed to match: \(error)", range, source)
        }
        return found.map { .optional(.native(RegexMatchValue($0, of: self))) } ?? .none
    }
}

/// One match: its output (the whole match and the captures) and its range in the searched string.
final class RegexMatchValue: NativeObject, NativeSubscript {
    let match: Regex<AnyRegexOutput>.Match
    let outputIsAny: Bool
    /// A builder-made regex's captures' optional depths (RegexValue).
    let builderCaptures: [RegexCaptureSlot]?

    init(_ match: Regex<AnyRegexOutput>.Match, of regex: RegexValue) {
        self.match = match
        outputIsAny = regex.outputIsAny
        builderCaptures = regex.builderCaptures
    }

    var typeName: String { "Regex<AnyRegexOutput>.Match" }

    /// The output as Swift gives it: `(Substring, Substring, ...)`, named captures labelled.
    var output: Value {
        var elements: [Value] = []
        var labels: [String?] = []
        for (index, element) in match.output.enumerated() {
            elements.append(capture(element, at: index))
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
                return capture(match.output[index], at: index)
            }
            guard let found = match.output.enumerated().first(where: { $0.element.name == name }) else { return nil }
            return capture(found.element, at: found.offset)
        }
    }

    /// `match[reference]`: the capture a RegexBuilder `Reference` names.
    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard keys.count == 1, case .native(let reference as RegexReferenceValue) = keys[0] else {
            throw interpreter.runtimeError("a match is read by a Reference (match[reference])", range, source)
        }
        // Found by its slot (the engine's own lookup traps on a capture that did not take part): nil when it did not.
        guard let slot = builderCaptures?.firstIndex(where: { $0.reference == ObjectIdentifier(reference) }) else {
            throw interpreter.runtimeError("Fatal error: no capture of this match is named by that reference", range, source)
        }
        return (match.output[slot + 1].value as? RegexCapturedValue)?.value ?? .none
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: a match is read-only", range, source)
    }

    /// A capture as the regex's output types it. A literal's: a `Substring`, or a `Substring?` for a group that may not
    /// take part (`(:\d+)?`, a branch of `|`), which is an optional also when it matched. A builder's: the captured
    /// text or what its transform made, in as many optionals as the builder wraps it (nil when it did not take part).
    private func capture(_ element: AnyRegexOutput.Element, at index: Int) -> Value {
        // The whole match of a component that gives its own output (a CustomConsumingRegexComponent of the script's).
        if index == 0, let made = element.value as? RegexCapturedValue { return made.value }
        if let builderCaptures, index > 0, index <= builderCaptures.count {
            guard let text = element.substring else { return .none }
            var value = (element.value as? RegexCapturedValue)?.value ?? .substring(text)
            for _ in 0..<builderCaptures[index - 1].optionals { value = .optional(value) }
            return value
        }
        guard let text = element.substring else { return .none }
        return element.type == Optional<Substring>.self ? .optional(.substring(text)) : .substring(text)
    }
}

/// `Regex("[a-z]+")`: a regex from a string, made at run time (a bad pattern throws, as Swift's does).
final class RegexType: NativeCallable {
    var typeName: String { "Regex<AnyRegexOutput>.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        // `Regex { ... }` (RegexBuilder): the block's components, joined.
        if arguments.count == 1, case .closure(let closure) = arguments[0].value {
            return try Self.build(closure, with: "RegexComponentBuilder", interpreter, range, source)
        }
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
            return .native(RegexValue(try Regex(pattern), outputIsAny: !typed, pattern: pattern))
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

    /// A block of RegexBuilder components, built by the library's builder `builderName` (RegexBuilderLibrary);
    /// an error where RegexBuilder is not imported.
    static func build(_ closure: Closure, with builderName: String, _ interpreter: Interpreter, _ range: SourceRange,
                      _ source: SourceText) throws -> Value {
        guard let builder = interpreter.resultBuilder(named: builderName) else {
            throw interpreter.runtimeError("a block of regex components needs 'import RegexBuilder'", range, source)
        }
        closure.resultBuilder = builder
        let built = try interpreter.invoke(.closure(closure), [], range, source)
        return .native(try RegexPiece(built, interpreter, range, source).value)
    }

    /// A regex literal's pattern, compiled when the literal runs (swiftc checks it when compiling).
    static func literal(_ pattern: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        do {
            return .native(RegexValue(try Regex(pattern), pattern: pattern))
        } catch {
            throw interpreter.runtimeError("this regex literal does not compile: \(error)", range, source)
        }
    }
}

extension Interpreter {
    /// A regex an argument stands for: a Regex, a RegexBuilder component, or a value of the script's own type that
    /// conforms to `RegexComponent` (its `regex`); nil for any other value.
    func regexArgument(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> RegexValue? {
        switch value {
        case .native(let regex as RegexValue): return regex
        case .native(is CharacterClassValue), .native(is AnchorValue), .native(is RegexReferenceValue):
            return try RegexPiece(value, self, range, source).value
        case .object, .structValue:
            if let consumer = ScriptConsumer.piece(value, self, range, source) { return consumer.value }
            guard let regex = try ownRegexComponent(value, range, source) else { return nil }
            return try regexArgument(regex, range, source)
        default: return nil
        }
    }

    /// The `regex` of a value whose type is the script's own and conforms to `RegexComponent`; nil otherwise.
    func ownRegexComponent(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        let type: TypeInfo
        switch value {
        case .object(let object): type = object.type
        case .structValue(let structValue): type = structValue.type
        default: return nil
        }
        guard type.conforms(to: "RegexComponent") else { return nil }
        return try member("regex", of: value, at: range, source)
    }

    /// What String and Substring do with a Regex argument (nil when no argument is one). A String's is asked as its
    /// whole Substring: the same indices.
    func regexStringMethod(_ name: String, _ text: Substring, _ arguments: [ArgumentValue], _ range: SourceRange,
                           _ source: SourceText) throws -> Value? {
        guard let first = arguments.first?.value, let value = try regexArgument(first, range, source) else { return nil }
        let regex = value.regex
        func indices(_ found: Range<String.Index>) -> Value {
            .native(RangeValue(lower: .index(found.lowerBound), upper: .index(found.upperBound), closed: false))
        }
        let result: Value? = try {
            switch name {
            case "matches":
                let found = text.matches(of: regex)
                try RegexTransformFailure.rethrow(value.failures)
                return .array(found.map { .native(RegexMatchValue($0, of: value)) })
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
                        let made = try invoke(replacement, [.native(RegexMatchValue(match, of: value))], range, source)
                        result += made.stringContent ?? describe(made)
                    }
                    start = match.range.upperBound
                }
                result += text[start...]
                return .string(result)
            default: return nil
            }
        }()
        // A capture's transform that threw (or stopped with a fatal error) ends the call with its error.
        try RegexTransformFailure.rethrow(value.failures)
        return result
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
