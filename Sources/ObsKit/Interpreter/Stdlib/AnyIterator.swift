/// `AnyIterator` and `AnySequence`: Swift's type-erasing wrappers. `AnyIterator { ... }` calls its closure
/// for each element; `AnyIterator(iterator)` and `AnySequence(sequence)` wrap another one;
/// `AnySequence { makeIterator }` makes a fresh iterator per pass. Faithful in behavior; an AnyIterator is
/// a Sequence (one pass), as Swift's is. Left out: writing the generic argument (`AnyIterator<Int> { }`).
final class AnySequenceValue: NativeSequence {
    let make: (Interpreter) throws -> ValueIterator

    init(make: @escaping (Interpreter) throws -> ValueIterator) {
        self.make = make
    }

    var typeName: String { "AnySequence" }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { try make(interpreter) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        sequenceMember(name)
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
            if case .closure = given {
                return .native(AnySequenceValue { interpreter in
                    try interpreter.makeIterator(try interpreter.invoke(given, [], range, source), range, source)
                })
            }
            return .native(AnySequenceValue { interpreter in try interpreter.makeIterator(given, range, source) })
        }))
    }
}
