/// A library value type implemented in Swift (a `String.Index`, a `Date`, a `UUID`...): immutable, so a
/// shared instance behaves as a value. It says how it compares and hashes, for `==`, `<`, sets and keys.
protocol NativeValue: NativeObject {
    /// `==`; nil when the two cannot be compared (different types).
    func isEqual(to other: NativeValue) -> Bool?
    func hash(into hasher: inout Hasher)
    /// `<` as an order (-1, 0, 1); nil when the type is not Comparable or the other is of another type.
    func order(comparedTo other: NativeValue) -> Int?
}

extension NativeValue {
    func order(comparedTo other: NativeValue) -> Int? { nil }
}

/// A library value that is a Sequence: it makes iterators (`for x in`, `map`, `Array(...)` use them).
protocol NativeSequence: NativeObject {
    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator
    /// Whether the sequence is lazy (`xs.lazy`): its `map`, `filter`... stay lazy.
    var isLazy: Bool { get }
    /// Whether it is an AsyncSequence (`for await` walks it; `extension AsyncSequence` reaches it).
    var isAsync: Bool { get }
}

extension NativeSequence {
    var isLazy: Bool { false }
    var isAsync: Bool { false }
}

/// One pass over a sequence, as Swift's IteratorProtocol: `next()` until nil.
final class ValueIterator {
    let next: () throws -> Value?

    init(_ next: @escaping () throws -> Value?) {
        self.next = next
    }

    /// Over the elements of an array.
    convenience init(_ elements: [Value]) {
        var position = 0
        self.init {
            guard position < elements.count else { return nil }
            defer { position += 1 }
            return elements[position]
        }
    }

    /// Every element that is left (forever, for an infinite sequence: the caller's step budget stops it).
    func drain(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        var result: [Value] = []
        while let element = try next() {
            try interpreter.countStep(range, source)
            result.append(element)
        }
        return result
    }
}

extension Equality {
    static func nativeEqual(_ left: Value, _ right: Value) -> Bool? {
        guard case .native(let a as NativeValue) = left, case .native(let b as NativeValue) = right else { return nil }
        return a.isEqual(to: b)
    }
}

extension Interpreter {
    /// `<` between two native values, or nil when they are not Comparable.
    func nativeOrder(_ left: Value, _ right: Value) -> Int? {
        guard case .native(let a as NativeValue) = left, case .native(let b as NativeValue) = right else { return nil }
        return a.order(comparedTo: b)
    }
}

/// A library value whose printed form needs the interpreter (its parts print as values do), or that
/// prints differently inside a collection (`debugDescription`).
protocol NativeDescribed: NativeObject {
    func describe(_ interpreter: Interpreter, debug: Bool) -> String
}

/// A library value type that changes (`components.host = "x"`, `data.append(...)`): a change makes a new
/// value, which goes back where the old one was, so copies stay independent as Swift's values do.
protocol NativeMutable: NativeObject {
    /// `value.name = newValue`: the changed value, or nil when there is no settable property `name`.
    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value?
    /// The mutating methods, by name.
    var mutatingMethodNames: Set<String> { get }
    /// A mutating method: the changed value and what the method returns.
    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value)
}

extension NativeMutable {
    var mutatingMethodNames: Set<String> { [] }

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        throw interpreter.runtimeError("value of type '\(typeName)' has no member '\(name)'", range, source)
    }
}

/// A library value with operators (`date + 60`, `decimal * 2`).
protocol NativeArithmetic: NativeObject {
    /// `self op other` (or `other op self` when `selfOnLeft` is false); nil when the operator does not apply.
    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value?
}

/// A library value that is a case of a library enum (`DecodingError.keyNotFound(key, context)`): patterns
/// match it by its type, case name and payload, as they match a script enum's cases.
/// A library struct with named constants (`TaskPriority.high`): a constant written with no type (`.high`, a
/// symbol where no context is known) equals the value it names.
protocol NativeSymbolMatching: NativeObject {
    func matches(symbol: String) -> Bool
}

protocol NativeEnumCase: NativeObject {
    var enumTypeName: String { get }
    var caseName: String { get }
    var payload: [Value] { get }
}

/// A library value with a method named as one of its properties (`components.isValidDate` and
/// `components.isValidDate(in: calendar)`): a call finds the method, a read the property.
protocol NativeMethodBesideProperty: NativeObject {
    func method(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value?
}

/// A library value that holds its elements as an array (an `ArraySlice`, a `ReversedCollection`...): it compares
/// and hashes by them, iterates them, and `+` joins them with another sequence's (a String's, as a String).
protocol ElementsBacked: NativeValue, NativeSequence, NativeArithmetic {
    var elements: [Value] { get }
}

extension ElementsBacked {
    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? Self else { return false }
        return Equality.equatable(.array(elements), .array(other.elements))
    }

    func hash(into hasher: inout Hasher) { hasher.combine(HashKey(value: .array(elements))) }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { ValueIterator(elements) }

    /// `"ab" + "cd".reversed()`: a range-replaceable collection and a sequence make the collection's type.
    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        guard op == .add else { return nil }
        if case .string(let text) = other {
            let mine = elements.map { interpreter.describe($0) }.joined()
            return .string(selfOnLeft ? mine + text : text + mine)
        }
        let more = try interpreter.elements(of: other, range, source)
        return .array(selfOnLeft ? elements + more : more + elements)
    }
}
