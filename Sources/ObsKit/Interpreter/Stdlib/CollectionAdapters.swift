/// The library's collection adapters that a learner sees by printing them or asking their type: `reversed()`
/// of a bidirectional collection is a `ReversedCollection` (`print([1, 2].reversed())` shows
/// `ReversedCollection<Array<Int>>(_base: [1, 2])`), `repeatElement(x, count: n)` a `Repeated`, `enumerated()`
/// an `EnumeratedSequence`, `zip(a, b)` a `Zip2Sequence`, `stride(...)` a `StrideTo` or `StrideThrough`. Each keeps the value it adapts (for printing and its type) and its elements;
/// every other member runs on an Array of those elements, whose results are what Swift's give (`map` of any
/// sequence is an Array), and the elements are read at Int positions from 0.
final class CollectionAdapterValue: ElementsBacked, NativeSubscript, NativeDescribed {
    enum Kind {
        /// `base.reversed()`: a `ReversedCollection<Base>`.
        case reversed
        /// `repeatElement(element, count:)`: a `Repeated<Element>`.
        case repeated(element: Value)
        /// `base.enumerated()`: an `EnumeratedSequence<Base>`.
        case enumerated
        /// `zip(first, second)`: a `Zip2Sequence<First, Second>`.
        case zipped(Value, Value)
        /// `stride(from: start, to:/through: ..., by:)`: a `StrideTo<T>` or `StrideThrough<T>` (`base` is the start).
        case stride(through: Bool)
    }

    let kind: Kind
    /// The adapted collection (for `repeated`, unused).
    let base: Value
    let elements: [Value]

    init(_ kind: Kind, base: Value, elements: [Value]) {
        self.kind = kind
        self.base = base
        self.elements = elements
    }

    /// `reversed()` of a value whose reversal is a ReversedCollection (Swift's BidirectionalCollections here:
    /// arrays, strings, slices, integer ranges, a script's bidirectional collections); nil for the others (a Set's or
    /// a Dictionary's is an Array).
    static func reversed(_ base: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        switch base {
        case .array, .string, .range, .native(is SubstringValue), .native(is ArraySliceValue):
            return .native(CollectionAdapterValue(.reversed, base: base, elements: try interpreter.elements(of: base, range, source).reversed()))
        // The reversal of a reversal is the collection it reversed.
        case .native(let adapter as CollectionAdapterValue) where adapter.isReversal: return adapter.base
        case .native(let adapter as CollectionAdapterValue) where adapter.isEnumeration && adapter.base.isArrayOrRange:
            // An enumeration of a random-access collection is bidirectional (SE-0459): its reversal adapts it.
            return .native(CollectionAdapterValue(.reversed, base: base, elements: adapter.elements.reversed()))
        case .structValue, .object, .enumCase:
            // A script's own bidirectional collection (`struct Ring: RandomAccessCollection`).
            guard let type = interpreter.scriptType(of: base), type.method("reversed") == nil,
                  type.conforms(to: "BidirectionalCollection") || type.conforms(to: "RandomAccessCollection") else { return nil }
            return .native(CollectionAdapterValue(.reversed, base: base, elements: try interpreter.elements(of: base, range, source).reversed()))
        default: return nil
        }
    }

    var isEnumeration: Bool {
        if case .enumerated = kind { return true }
        return false
    }

    var isReversal: Bool {
        if case .reversed = kind { return true }
        return false
    }

    /// The type's name and its generic arguments.
    func dynamicType(_ interpreter: Interpreter) -> TypeRef {
        switch kind {
        case .reversed: return .named("ReversedCollection", [interpreter.dynamicType(of: base)])
        case .repeated(let element): return .named("Repeated", [interpreter.dynamicType(of: element)])
        case .enumerated: return .named("EnumeratedSequence", [interpreter.dynamicType(of: base)])
        case .zipped(let first, let second): return .named("Zip2Sequence", [interpreter.dynamicType(of: first), interpreter.dynamicType(of: second)])
        case .stride(let through): return .named(through ? "StrideThrough" : "StrideTo", [interpreter.dynamicType(of: base)])
        }
    }

    /// The library protocols the adapter conforms to (as Swift 6.3 declares them).
    var conformances: Set<String> {
        let sequence: Set<String> = ["Sequence"]
        let collection = sequence.union(["Collection", "BidirectionalCollection"])
        switch kind {
        case .zipped, .stride: return sequence
        case .repeated: return collection.union(["RandomAccessCollection"])
        case .reversed, .enumerated:
            // Random-access where the base is (an array or a range; a String is only bidirectional).
            return base.isArrayOrRange ? collection.union(["RandomAccessCollection"]) : collection
        }
    }

    var typeName: String {
        switch kind {
        case .reversed: return "ReversedCollection"
        case .repeated: return "Repeated"
        case .enumerated: return "EnumeratedSequence"
        case .zipped: return "Zip2Sequence"
        case .stride(let through): return through ? "StrideThrough" : "StrideTo"
        }
    }

    /// As Swift's reflection prints a struct: its type, then its stored properties (the base, always in its
    /// debug form); inside a collection the type names its module.
    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        let type = interpreter.typeDescription(dynamicType(interpreter), qualified: debug)
        switch kind {
        case .reversed, .enumerated: return type + "(_base: " + interpreter.debugDescribe(base) + ")"
        case .repeated(let element): return type + "(count: \(elements.count), repeatedValue: " + interpreter.debugDescribe(element) + ")"
        case .zipped(let first, let second):
            return type + "(_sequence1: " + interpreter.debugDescribe(first) + ", _sequence2: " + interpreter.debugDescribe(second) + ")"
        // A stride's reflection shows no children: it prints as its qualified type.
        case .stride: return interpreter.typeDescription(dynamicType(interpreter), qualified: true)
        }
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        try interpreter.subscriptGet(.array(elements), keys, range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: '\(typeName)' is not mutable", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "lazy" { return .native(LazySequence(base: .native(self), steps: [])) }
        if name == "reversed", case .reversed = kind {
            return .builtin(BuiltinFunction(name) { [base] _, _, _, _ in base })
        }
        let copy = Value.array(elements)
        return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
    }
}

private extension Value {
    /// An array or an integer range: a random-access collection.
    var isArrayOrRange: Bool {
        switch self {
        case .array, .range: return true
        default: return false
        }
    }
}
