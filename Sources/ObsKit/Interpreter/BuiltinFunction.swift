/// A function the interpreter provides (print, view initializers, wrapper initializers).
final class BuiltinFunction {
    typealias Body = (Interpreter, [Interpreter.ArgumentValue], SourceRange, SourceText) throws -> Value

    let name: String
    /// Labels whose arguments are `@autoclosure`: passed as thunks, not evaluated (`_`: the unlabelled ones).
    let autoclosureLabels: Set<String>
    /// Its `&x` arguments are passed as places only (`modify`), with no value read out of them: a read would
    /// hold a second reference to the object in `x` (`isKnownUniquelyReferenced`).
    let takesPlacesOnly: Bool
    let body: Body
    /// Its type as `type(of:)` prints it (`(Int, Double) -> Tag` for an enum case used as a function), when known.
    var functionType: TypeRef?

    init(_ name: String, autoclosureLabels: Set<String> = [], takesPlacesOnly: Bool = false, body: @escaping Body) {
        self.name = name
        self.autoclosureLabels = autoclosureLabels
        self.takesPlacesOnly = takesPlacesOnly
        self.body = body
    }
}

extension Interpreter {
    /// Runs a closure as a view builder (the content of a stack, a button's label).
    func buildContent(_ content: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .closure(let closure) = content else { return content }
        let frame = Frame.make(size: closure.decl.frameSize, captures: closure.captures)
        return try build(closure.decl.body, frame, closure.decl.source)
    }
}
