import RegexBuilder

/// The RegexBuilder module (SE-0351), run by the standard library's own engine and builder: `Regex { ... }` and its
/// components (`OneOrMore`, `ZeroOrMore`, `Optionally`, `Repeat`, `ChoiceOf`, `Capture`, `TryCapture`, `Lookahead`,
/// `NegativeLookahead`, `Local`, `One`), `CharacterClass`, `Anchor`, `Reference`, strings and regex literals as
/// components. Each component a script makes is a real `Regex<AnyRegexOutput>` made by RegexBuilder's own types;
/// a capture's transform calls the script's closure while the engine matches (so `TryCapture`'s nil backtracks as
/// Swift's does). What the types Swift gives the output (`(Substring, Int, Substring?)`) are lost in the erased
/// regex, so each builder-made regex keeps its captures' shape: how many optionals wrap each, counted as Swift's
/// builder counts them (`Optionally`, `ZeroOrMore`, `Repeat` and each `ChoiceOf` branch add one; `OneOrMore`,
/// `Capture`, `Local` and lookaheads none). A block's statements are built by `RegexComponentBuilder` and
/// `AlternationBuilder` (RegexBuilderLibrary), the library's result builders written in Swift.
enum RegexBuilderModule {
    /// The names `import RegexBuilder` brings (a script's own declaration of one of them is kept).
    static func install(into interpreter: Interpreter) {
        let globals = interpreter.globals
        var names: [(String, Value)] = RegexComponentType.Kind.allCases.map { ($0.rawValue, .native(RegexComponentType($0))) }
        names += [("CharacterClass", .native(CharacterClassType())), ("Anchor", .native(AnchorType())),
                  ("Reference", .native(RegexReferenceType())), ("RegexRepetitionBehavior", .native(RepetitionBehaviorType()))]
        for (name, value) in names where globals.value(named: name) == nil { globals.define(name, value) }
    }

    /// The builders' own operations, called by RegexBuilderLibrary's Swift (defined when a session starts).
    static func installBuilderOperations(into interpreter: Interpreter) {
        interpreter.globals.define("_regexBuilderBlock", .builtin(BuiltinFunction("_regexBuilderBlock") { interpreter, arguments, range, source in
            let pieces = try arguments.map { try RegexPiece($0.value, interpreter, range, source) }
            return .native(RegexPiece.concatenation(pieces).value)
        }))
        interpreter.globals.define("_regexBuilderAlternation", .builtin(BuiltinFunction("_regexBuilderAlternation") { interpreter, arguments, range, source in
            // The first argument is the alternation so far (already a choice), or nil for the first branch.
            let branch = try RegexPiece(arguments[arguments.count - 1].value, interpreter, range, source)
            guard arguments.count == 2 else { return .native(RegexPiece.firstBranch(branch).value) }
            let earlier = try RegexPiece(arguments[0].value, interpreter, range, source)
            return .native(RegexPiece.alternation(earlier, branch).value)
        }))
    }
}

extension Interpreter {
    /// RegexBuilder's `CharacterClass`, once the session imports it (implicit members like `.word.inverted` and
    /// `.anyOf("+-")` stand for its classes where no type says otherwise).
    var regexCharacterClassType: CharacterClassType? {
        if case .native(let type as CharacterClassType)? = globalValue("CharacterClass") { return type }
        return nil
    }
}

/// A component as the engine takes it, with its captures' optional depths (see RegexBuilderModule) and the
/// records of its transforms' errors.
struct RegexPiece {
    var regex: Regex<AnyRegexOutput>
    var captures: [RegexCaptureSlot]
    var failures: [RegexTransformFailure] = []
    /// A Foundation parser's (RegexParsers): the value it parses from the text it matched.
    var parsed: ((Substring) -> Value?)?

    init(_ regex: Regex<AnyRegexOutput>, captures: [RegexCaptureSlot], failures: [RegexTransformFailure] = []) {
        self.regex = regex
        self.captures = captures
        self.failures = failures
    }

    init<Component: RegexComponent>(erasing component: Component, captures: [RegexCaptureSlot] = [],
                                     failures: [RegexTransformFailure] = []) {
        self.init(Regex<AnyRegexOutput>(component.regex), captures: captures, failures: failures)
    }

    /// What a builder statement's value stands for: a component made here, a regex literal, a string, a
    /// character, a character class (`.digit` as an implicit member), an anchor or a reference (a backreference).
    init(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        switch value {
        case .native(let regex as RegexValue):
            self.init(regex.regex, captures: regex.captureShape, failures: regex.failures)
            parsed = regex.parsed
        case _ where RegexParsers.component(value) != nil: self = RegexParsers.component(value)!
        case .native(let characters as CharacterClassValue): self.init(erasing: characters.characterClass)
        case .native(let anchor as AnchorValue): self.init(erasing: anchor.anchor)
        case .native(let reference as RegexReferenceValue): self.init(erasing: reference.reference)
        case .character(let character): self.init(erasing: String(character))
        case .symbol, .native(is RangeValue): self.init(erasing: try CharacterClassValue.from(value, interpreter, range, source))
        case .object, .structValue:
            // A type of the script's own that conforms to RegexComponent (its `regex`) or consumes text itself.
            if let consumer = ScriptConsumer.piece(value, interpreter, range, source) {
                self = consumer
                return
            }
            guard let regex = try interpreter.ownRegexComponent(value, range, source) else { fallthrough }
            self = try RegexPiece(regex, interpreter, range, source)
        default:
            guard let text = value.stringContent else {
                throw interpreter.runtimeError("\(interpreter.describe(value)) is not a regex component", range, source)
            }
            self.init(erasing: text)
        }
    }

    var value: RegexValue { RegexValue(regex, builderCaptures: captures, failures: failures, parsed: parsed) }

    /// The same regex typed as one of no captures, which is what RegexBuilder's `Capture` and `TryCapture` take a
    /// transform of `Substring` for; the engine still keeps the captures inside.
    var substringTyped: Regex<Substring> { RegexComponentBuilder.buildPartialBlock(accumulated: "", next: regex) }

    func optional(_ shape: [RegexCaptureSlot]) -> [RegexCaptureSlot] {
        shape.map { RegexCaptureSlot(optionals: $0.optionals + 1, reference: $0.reference) }
    }

    static func concatenation(_ pieces: [RegexPiece]) -> RegexPiece {
        guard var result = pieces.first else { return RegexPiece(erasing: "") }
        for next in pieces.dropFirst() {
            result = RegexPiece(erasing: RegexComponentBuilder.buildPartialBlock(accumulated: result.regex, next: next.regex),
                                captures: result.captures + next.captures, failures: result.failures + next.failures)
        }
        return result
    }

    static func firstBranch(_ branch: RegexPiece) -> RegexPiece {
        RegexPiece(erasing: AlternationBuilder.buildPartialBlock(first: branch.regex), captures: branch.optional(branch.captures),
                   failures: branch.failures)
    }

    static func alternation(_ earlier: RegexPiece, _ branch: RegexPiece) -> RegexPiece {
        RegexPiece(erasing: AlternationBuilder.buildPartialBlock(accumulated: earlier.regex, next: branch.regex),
                   captures: earlier.captures + branch.optional(branch.captures), failures: earlier.failures + branch.failures)
    }
}

extension RangeValue {
    /// The repetitions an Int range allows (`2...`, `...3`, `1..<4`): its least and, when bounded, its greatest.
    var intBounds: (lower: Int, upper: Int?)? {
        guard case .int(let from) = lower ?? .int(0) else { return nil }
        switch upper {
        case nil: return (from, nil)
        case .int(let to)?:
            // (`..<Int.min` is empty: its greatest is below its least, which the count check then refuses.)
            guard closed || to > Int.min else { return (from, Int.min) }
            return (from, closed ? to : to - 1)
        default: return nil
        }
    }
}

/// One capture of a builder-made regex: how many optionals wrap it in the output, and the `Reference` that names it.
struct RegexCaptureSlot {
    var optionals: Int
    var reference: ObjectIdentifier? = nil
}

/// A transform's error, kept while the engine matches (a transform may not stop it with the script's error) and
/// thrown by the match that ran it.
final class RegexTransformFailure {
    var error: Error?

    /// Throws (and forgets) the error one of `failures` recorded.
    static func rethrow(_ failures: [RegexTransformFailure]) throws {
        for failure in failures {
            if let error = failure.error {
                failure.error = nil
                throw error
            }
        }
    }
}

/// A capture's value as the engine keeps it: what the script's transform made, or the captured text.
final class RegexCapturedValue {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// `OneOrMore`, `Capture`, ...: each called with a component (or a block of them) and its options.
final class RegexComponentType: NativeCallable {
    enum Kind: String, CaseIterable {
        case oneOrMore = "OneOrMore", zeroOrMore = "ZeroOrMore", optionally = "Optionally", repeated = "Repeat"
        case choiceOf = "ChoiceOf", capture = "Capture", tryCapture = "TryCapture", lookahead = "Lookahead"
        case negativeLookahead = "NegativeLookahead", local = "Local", one = "One"
    }

    let kind: Kind
    /// The most repetitions the engine holds (swiftc 6.3.1 on this machine traps from 65,536).
    static let largestRepeat = 65_535

    init(_ kind: Kind) {
        self.kind = kind
    }

    var typeName: String { kind.rawValue }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        var component: Value?
        var transform: Value?
        var reference: RegexReferenceValue?
        var behavior: RegexRepetitionBehavior?
        var count: Int?
        var bounds: (lower: Int, upper: Int?)?
        for argument in arguments {
            switch (argument.label, argument.value) {
            case ("transform", let closure): transform = closure
            case ("as", .native(let given as RegexReferenceValue)): reference = given
            case ("count", .int(let number)): count = number
            case (nil, .native(let given as RepetitionBehaviorValue)): behavior = given.behavior
            case (nil, .symbol(let name)) where RepetitionBehaviorValue.named(name) != nil: behavior = RepetitionBehaviorValue.named(name)
            case (nil, .range(let lower, let upper, let closed)) where kind == .repeated:
                bounds = (lower, closed || upper == Int.min ? upper : upper - 1)
            case (nil, .native(let given as RangeValue)) where kind == .repeated && given.intBounds != nil:
                bounds = given.intBounds
            case (nil, let value) where component == nil: component = value
            default:
                throw interpreter.runtimeError("\(kind.rawValue) does not take this argument\(argument.label.map { " '\($0):'" } ?? "")", range, source)
            }
        }
        guard let component else { throw interpreter.runtimeError("\(kind.rawValue) needs a component or a block of them", range, source) }
        let content = try self.content(component, interpreter, range, source)
        return .native(try make(content, transform: transform, reference: reference, behavior: behavior, count: count,
                                bounds: bounds, interpreter, range, source).value)
    }

    /// The component, or the block a trailing closure builds (through `AlternationBuilder` for `ChoiceOf`).
    private func content(_ component: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> RegexPiece {
        guard case .closure(let closure) = component else {
            if kind == .choiceOf { throw interpreter.runtimeError("ChoiceOf takes a block of alternatives", range, source) }
            return try RegexPiece(component, interpreter, range, source)
        }
        let builderName = kind == .choiceOf ? "AlternationBuilder" : "RegexComponentBuilder"
        return try RegexPiece(try RegexType.build(closure, with: builderName, interpreter, range, source), interpreter, range, source)
    }

    private func make(_ content: RegexPiece, transform: Value?, reference: RegexReferenceValue?, behavior: RegexRepetitionBehavior?,
                      count: Int?, bounds: (lower: Int, upper: Int?)?, _ interpreter: Interpreter, _ range: SourceRange,
                      _ source: SourceText) throws -> RegexPiece {
        let inner = content.regex
        switch kind {
        case .oneOrMore: return RegexPiece(erasing: OneOrMore(inner, behavior), captures: content.captures, failures: content.failures)
        case .zeroOrMore:
            return RegexPiece(erasing: ZeroOrMore(inner, behavior), captures: content.optional(content.captures), failures: content.failures)
        case .optionally:
            return RegexPiece(erasing: Optionally(inner, behavior), captures: content.optional(content.captures), failures: content.failures)
        case .repeated:
            // Swift's engine traps on a negative count and on one it cannot hold (above 65,535): stopped here first.
            for bound in [count, bounds?.lower, bounds?.upper].compactMap({ $0 }) where !(0...Self.largestRepeat).contains(bound) {
                throw interpreter.runtimeError("Fatal error: a Repeat count must be between 0 and \(Self.largestRepeat), not \(bound)", range, source)
            }
            let repeated: Regex<AnyRegexOutput>
            if let count {
                repeated = Regex<AnyRegexOutput>(Repeat(inner, count: count).regex)
            } else if let bounds {
                if let upper = bounds.upper {
                    guard bounds.lower <= upper else { throw interpreter.runtimeError("Fatal error: Range requires lowerBound <= upperBound", range, source) }
                    repeated = Regex<AnyRegexOutput>(Repeat(inner, bounds.lower...upper, behavior).regex)
                } else {
                    repeated = Regex<AnyRegexOutput>(Repeat(inner, bounds.lower..., behavior).regex)
                }
            } else {
                throw interpreter.runtimeError("Repeat needs a count or a range", range, source)
            }
            return RegexPiece(repeated, captures: content.optional(content.captures), failures: content.failures)
        case .choiceOf, .one: return content
        case .lookahead: return RegexPiece(erasing: Lookahead(inner), captures: content.captures, failures: content.failures)
        case .negativeLookahead: return RegexPiece(erasing: NegativeLookahead(inner), captures: content.captures, failures: content.failures)
        case .local: return RegexPiece(erasing: Local(inner), captures: content.captures, failures: content.failures)
        case .capture, .tryCapture:
            return capture(content, transform: transform, reference: reference, interpreter, range, source)
        }
    }

    /// `Capture` and `TryCapture`: the captured text, or what the transform makes of it (a `TryCapture`'s nil makes
    /// the engine backtrack); kept in the reference when one is given.
    private func capture(_ content: RegexPiece, transform: Value?, reference: RegexReferenceValue?, _ interpreter: Interpreter,
                         _ range: SourceRange, _ source: SourceText) -> RegexPiece {
        let failure = RegexTransformFailure()
        let tries = kind == .tryCapture
        let parsed = content.parsed
        let made: (Substring) throws -> RegexCapturedValue? = { [weak interpreter] text in
            // A Foundation parser's capture holds what it parsed (`Capture { .localizedInteger(locale: l) }` an Int).
            let captured = parsed?(text) ?? .substring(text)
            guard let transform, let interpreter else { return RegexCapturedValue(captured) }
            do {
                let value = try interpreter.invoke(transform, [captured], range, source)
                guard tries else { return RegexCapturedValue(value) }
                switch value {
                case .none: return nil
                case .optional(let wrapped): return RegexCapturedValue(wrapped)
                default: return RegexCapturedValue(value)
                }
            } catch {
                failure.error = failure.error ?? error
                throw error
            }
        }
        let text = content.substringTyped
        let regex: Regex<AnyRegexOutput>
        switch (tries, reference?.reference) {
        case (false, let reference?): regex = Regex<AnyRegexOutput>(Capture(text, as: reference, transform: { try made($0)! }).regex)
        case (false, nil): regex = Regex<AnyRegexOutput>(Capture(text, transform: { try made($0)! }).regex)
        case (true, let reference?): regex = Regex<AnyRegexOutput>(TryCapture(text, as: reference, transform: made).regex)
        case (true, nil): regex = Regex<AnyRegexOutput>(TryCapture(text, transform: made).regex)
        }
        let slot = RegexCaptureSlot(optionals: 0, reference: reference.map { ObjectIdentifier($0) })
        return RegexPiece(regex, captures: [slot] + content.captures, failures: content.failures + [failure])
    }
}

/// `CharacterClass`: its named classes (`.digit`, `.word`, `.whitespace`...), `anyOf(_:)`, `noneOf(_:)`, and what
/// a class does (`inverted`, `union`, `subtracting`, `intersection`, `symmetricDifference`).
final class CharacterClassType: NativeCallable {
    /// Its static functions, which `.anyOf("+-")` may name without the type.
    static let factories: Set<String> = ["anyOf", "noneOf"]

    var typeName: String { "CharacterClass.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if let named = CharacterClassValue.named(name) { return .native(CharacterClassValue(named)) }
        switch name {
        case "anyOf", "noneOf":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                var text = arguments.first?.value.stringContent
                if case .array(let elements)? = arguments.first?.value {
                    text = String(elements.compactMap { element -> Character? in if case .character(let c) = element { return c } else { return nil } })
                }
                guard let text else {
                    throw interpreter.runtimeError("expected CharacterClass.\(name)(\"characters\")", range, source)
                }
                return .native(CharacterClassValue(name == "anyOf" ? .anyOf(text) : CharacterClass.anyOf(text).inverted))
            })
        default: return nil
        }
    }

    /// `CharacterClass(.digit, .word)`: the union of the classes.
    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let classes = try arguments.map { try CharacterClassValue.from($0.value, interpreter, range, source) }
        guard let first = classes.first else { throw interpreter.runtimeError("CharacterClass(...) needs a class", range, source) }
        return .native(CharacterClassValue(classes.dropFirst().reduce(first) { $0.union($1) }))
    }
}

final class CharacterClassValue: NativeObject {
    let characterClass: CharacterClass

    init(_ characterClass: CharacterClass) {
        self.characterClass = characterClass
    }

    var typeName: String { "CharacterClass" }

    static func named(_ name: String) -> CharacterClass? {
        switch name {
        case "any": return .any
        case "anyGraphemeCluster": return .anyGraphemeCluster
        case "anyNonNewline": return .anyNonNewline
        case "digit": return .digit
        case "hexDigit": return .hexDigit
        case "horizontalWhitespace": return .horizontalWhitespace
        case "newlineSequence": return .newlineSequence
        case "verticalWhitespace": return .verticalWhitespace
        case "whitespace": return .whitespace
        case "word": return .word
        default: return nil
        }
    }

    static func from(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> CharacterClass {
        switch value {
        case .native(let given as CharacterClassValue): return given.characterClass
        case .symbol(let name): if let named = named(name) { return named }
        case .native(let range as RangeValue):
            // `"a"..."z"`: its bounds are single characters (string literals read as Characters).
            func character(_ bound: Value?) -> Character? {
                if case .character(let character)? = bound { return character }
                guard let text = bound?.stringContent, text.count == 1 else { return nil }
                return text.first
            }
            if let lower = character(range.lower), let upper = character(range.upper), range.closed, lower <= upper { return CharacterClass(lower...upper) }
        default: break
        }
        throw interpreter.runtimeError("\(interpreter.describe(value)) is not a CharacterClass", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "inverted": return .native(CharacterClassValue(characterClass.inverted))
        case "union", "subtracting", "intersection", "symmetricDifference":
            return .builtin(BuiltinFunction(name) { [characterClass] interpreter, arguments, range, source in
                let other = try CharacterClassValue.from(arguments.first?.value ?? .void, interpreter, range, source)
                switch name {
                case "union": return .native(CharacterClassValue(characterClass.union(other)))
                case "subtracting": return .native(CharacterClassValue(characterClass.subtracting(other)))
                case "intersection": return .native(CharacterClassValue(characterClass.intersection(other)))
                default: return .native(CharacterClassValue(characterClass.symmetricDifference(other)))
                }
            })
        default: return nil
        }
    }
}

/// `Anchor.startOfLine`, `.wordBoundary`, ...; `inverted`.
final class AnchorType: NativeObject {
    var typeName: String { "Anchor.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        AnchorValue.named(name).map { .native(AnchorValue($0)) }
    }
}

final class AnchorValue: NativeObject {
    let anchor: Anchor

    init(_ anchor: Anchor) {
        self.anchor = anchor
    }

    var typeName: String { "Anchor" }

    static func named(_ name: String) -> Anchor? {
        switch name {
        case "startOfSubject": return .startOfSubject
        case "endOfSubject": return .endOfSubject
        case "endOfSubjectBeforeNewline": return .endOfSubjectBeforeNewline
        case "startOfLine": return .startOfLine
        case "endOfLine": return .endOfLine
        case "wordBoundary": return .wordBoundary
        case "textSegmentBoundary": return .textSegmentBoundary
        case "firstMatchingPositionInSubject": return .firstMatchingPositionInSubject
        default: return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "inverted" ? .native(AnchorValue(anchor.inverted)) : nil
    }
}

/// `Reference(Int.self)`, `Reference<Substring>()`: names a capture, read back as `match[reference]`, and matches
/// its text again where it is a component (a backreference).
final class RegexReferenceType: NativeCallable {
    var typeName: String { "Reference.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(RegexReferenceValue())
    }
}

final class RegexReferenceValue: NativeObject {
    let reference = Reference<RegexCapturedValue>()

    var typeName: String { "Reference" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

/// `.eager`, `.reluctant`, `.possessive`.
final class RepetitionBehaviorType: NativeObject {
    var typeName: String { "RegexRepetitionBehavior.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        RepetitionBehaviorValue.named(name).map { .native(RepetitionBehaviorValue($0)) }
    }
}

final class RepetitionBehaviorValue: NativeObject {
    let behavior: RegexRepetitionBehavior

    init(_ behavior: RegexRepetitionBehavior) {
        self.behavior = behavior
    }

    var typeName: String { "RegexRepetitionBehavior" }

    static func named(_ name: String) -> RegexRepetitionBehavior? {
        switch name {
        case "eager": return .eager
        case "reluctant": return .reluctant
        case "possessive": return .possessive
        default: return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

/// The builders of RegexBuilder, in Swift: each statement of a block is a component, joined in order; `ChoiceOf`'s
/// statements are alternatives. Compiled when an input names RegexBuilder (`LibraryPart`).
enum RegexBuilderLibrary {
    static let source = """
    @resultBuilder
    enum RegexComponentBuilder {
        static func buildBlock() -> Any { _regexBuilderBlock() }
        static func buildPartialBlock(first component: Any) -> Any { _regexBuilderBlock(component) }
        static func buildPartialBlock(accumulated: Any, next: Any) -> Any { _regexBuilderBlock(accumulated, next) }
        static func buildOptional(_ component: Any?) -> Any { component ?? _regexBuilderBlock() }
        static func buildEither(first component: Any) -> Any { component }
        static func buildEither(second component: Any) -> Any { component }
        static func buildLimitedAvailability(_ component: Any) -> Any { component }
    }

    @resultBuilder
    enum AlternationBuilder {
        static func buildPartialBlock(first component: Any) -> Any { _regexBuilderAlternation(component) }
        static func buildPartialBlock(accumulated: Any, next: Any) -> Any { _regexBuilderAlternation(accumulated, next) }
        static func buildEither(first component: Any) -> Any { component }
        static func buildEither(second component: Any) -> Any { component }
    }
    """
}

/// A type of the script's own that conforms to `CustomConsumingRegexComponent`: the engine asks its
/// `consuming(_:startingAt:in:)` where it would match, and keeps the output it gives (a `Capture` of it holds that).
struct ScriptConsumer: CustomConsumingRegexComponent {
    typealias RegexOutput = RegexCapturedValue

    let value: Value
    weak var interpreter: Interpreter?
    let range: SourceRange
    let source: SourceText
    let failure: RegexTransformFailure

    func consuming(_ input: String, startingAt index: String.Index, in bounds: Range<String.Index>) throws
        -> (upperBound: String.Index, output: RegexCapturedValue)? {
        guard let interpreter else { return nil }
        do {
            let arguments = [Interpreter.ArgumentValue(label: nil, value: .string(input)),
                             Interpreter.ArgumentValue(label: "startingAt", value: .index(index)),
                             Interpreter.ArgumentValue(label: "in", value: .native(RangeValue(lower: .index(bounds.lowerBound),
                                                                                             upper: .index(bounds.upperBound), closed: false)))]
            guard case .tuple(let found) = try interpreter.callMethod("consuming", on: value, arguments, range, source).unwrapped ?? .none,
                  found.elements.count == 2, case .native(let end as StringIndexValue) = found.elements[0] else { return nil }
            return (end.index, RegexCapturedValue(found.elements[1]))
        } catch {
            failure.error = failure.error ?? error
            throw error
        }
    }

    /// The piece a consuming value makes, or nil when its type does not conform.
    static func piece(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) -> RegexPiece? {
        let type: TypeInfo
        switch value {
        case .object(let object): type = object.type
        case .structValue(let structValue): type = structValue.type
        default: return nil
        }
        guard type.conforms(to: "CustomConsumingRegexComponent") else { return nil }
        let consumer = ScriptConsumer(value: value, interpreter: interpreter, range: range, source: source, failure: RegexTransformFailure())
        var piece = RegexPiece(erasing: consumer, failures: [consumer.failure])
        // A capture of it holds its output: the text it matched, consumed again.
        piece.parsed = { text in
            let whole = String(text)
            return (try? consumer.consuming(whole, startingAt: whole.startIndex, in: whole.startIndex..<whole.endIndex))??.output.value
        }
        return piece
    }
}
