/// Foundation's `NSNull`: the `null` of untyped JSON (`value is NSNull`). Faithful.
final class NSNullValue: NativeValue, NativeCallable {
    var typeName: String { "NSNull" }
    var printedForm: String { "<null>" }

    func isEqual(to other: NativeValue) -> Bool? { other is NSNullValue }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(self)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
