/// `AnyCollection`, `AnyBidirectionalCollection`, `AnyRandomAccessCollection` (Swift's type-erasing collections,
/// over the wrapped collection's elements: a collection is a value, so what it holds when wrapped is what the
/// wrapper holds). Faithful for the Collection members (`count`, `first`, `last`, subscripts, index arithmetic,
/// the Sequence methods); left out: Swift's opaque `AnyIndex` (the indices here are offsets, as an array's) and
/// printing (they print their type's name). `CollectionOfOne` and `EmptyCollection` are written in Swift
/// (SmallCollections.swift).
final class AnyCollectionValue: NativeSequence, NativeSubscript {
    static let kinds = ["AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection"]

    let kind: String
    let elements: [Value]

    init(kind: String, elements: [Value]) {
        self.kind = kind
        self.elements = elements
    }

    var typeName: String { "\(kind)<\(elements.first?.typeName ?? "Any")>" }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { ValueIterator(elements) }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        try interpreter.subscriptGet(.array(elements), keys, range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: '\(typeName)' is get-only", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let copy = Value.array(elements)
        if name == "lazy" { return .native(LazySequence(base: .native(self), steps: [])) }
        return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
    }

    /// `AnyCollection<Int>`: the elements' type.
    func dynamicType(_ interpreter: Interpreter) -> TypeRef {
        guard case .array(let element) = interpreter.dynamicType(of: .array(elements)) else { return .simple(kind) }
        return .named(kind, [element])
    }
}
