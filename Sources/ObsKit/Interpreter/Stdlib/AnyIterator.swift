/// `AnyIterator` and `AnySequence`: Swift's type-erasing wrappers. `AnyIterator { ... }` calls its closure
/// for each element; `AnyIterator(iterator)` and `AnySequence(sequence)` wrap another one (whose
/// `underestimatedCount` an AnySequence gives); `AnySequence { makeIterator }` makes a fresh iterator per pass.
/// `IteratorSequence(iterator)` is a sequence of what the iterator gives. Faithful in behavior; an AnyIterator
/// is a Sequence (one pass), as Swift's is. Left out: writing the generic
/// argument (`AnyIterator<Int> { }`), and an AnyIterator's element type in `type(of:)`.
final class AnySequenceValue: NativeSequence {
    let make: (Interpreter) throws -> ValueIterator
    /// The wrapped sequence (nil: made from a closure).
    let base: Value?

    let typeName: String

    init(base: Value? = nil, typeName: String = "AnySequence", make: @escaping (Interpreter) throws -> ValueIterator) {
        self.base = base
        self.typeName = typeName
        self.make = make
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { try make(interpreter) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "underestimatedCount", let base { return try interpreter.member(name, of: base, at: range, source) }
        return sequenceMember(name)
    }

    /// `AnySequence<String>`: the element type of the wrapped sequence, where its type tells it.
    func dynamicType(_ interpreter: Interpreter) -> TypeRef {
        let element: TypeRef? = switch base.map({ interpreter.dynamicType(of: $0) }) {
        case .array(let element)?: element
        case .named("Set", let arguments)? where arguments.count == 1: arguments[0]
        case .named(let name, let arguments)? where (name == "Range" || name == "ClosedRange" || AnyCollectionValue.kinds.contains(name))
            && arguments.count == 1: arguments[0]
        case .named("String", [])?: .simple("Character")
        default: nil
        }
        return element.map { .named(typeName, [$0]) } ?? .simple(typeName)
    }
}

extension Stdlib {
    static func installTypeErasers(into interpreter: Interpreter) {
        interpreter.globals.define("AnyIterator", .builtin(BuiltinFunction("AnyIterator") { interpreter, arguments, range, source in
            let given = try interpreter.requireArgument(arguments, nil, in: "AnyIterator", range, source)
            if case .closure = given {
                return .native(IteratorValue(iterator: ValueIterator {
                    try interpreter.invoke(given, [], range, source).unwrapped
                }, typeName: "AnyIterator"))
            }
            return .native(IteratorValue(iterator: try interpreter.makeIterator(given, range, source), typeName: "AnyIterator"))
        }))
        interpreter.globals.define("AnySequence", .builtin(BuiltinFunction("AnySequence") { interpreter, arguments, range, source in
            let given = try interpreter.requireArgument(arguments, nil, in: "AnySequence", range, source)
            // `AnySequence { makeIterator() }` or `AnySequence(makeFunction)`: a function that makes the iterator.
            if given.isFunction {
                return .native(AnySequenceValue { interpreter in
                    try interpreter.makeIterator(try interpreter.invoke(given, [], range, source), range, source)
                })
            }
            return .native(AnySequenceValue(base: given) { interpreter in try interpreter.makeIterator(given, range, source) })
        }))
        // `IteratorSequence(iterator)`: a sequence whose passes each start from a copy of the iterator.
        interpreter.globals.define("IteratorSequence", .builtin(BuiltinFunction("IteratorSequence") { interpreter, arguments, range, source in
            let given = try interpreter.requireArgument(arguments, nil, in: "IteratorSequence", range, source)
            return .native(AnySequenceValue(base: given, typeName: "IteratorSequence") { interpreter in try interpreter.makeIterator(given, range, source) })
        }))
        for kind in AnyCollectionValue.kinds {
            interpreter.globals.define(kind, .builtin(BuiltinFunction(kind) { interpreter, arguments, range, source in
                let given = try interpreter.requireArgument(arguments, nil, in: kind, range, source)
                return .native(AnyCollectionValue(kind: kind, elements: try interpreter.elements(of: given, range, source)))
            }))
        }
    }
}
