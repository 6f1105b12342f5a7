/// A nil put into `Any` where its optional type is known (`Optional<Int>.none as Any`, `x as Any` for a
/// variable declared `Int?`): Swift's existential keeps the type, so `type(of:)` says `Optional<Int>`; it
/// prints `nil`, and no cast to a non-optional type succeeds. ObsREPL's plain nil has no wrapped type, so
/// this box carries it; it is made only by a coercion to `Any` (Interpreter+TypedExpressions.swift).
final class NilInAny: NativeObject {
    let optionalType: TypeRef
    private let description: String

    init(_ optionalType: TypeRef, description: String) {
        self.optionalType = optionalType
        self.description = description
    }

    var typeName: String { description }
    var printedForm: String { "nil" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
