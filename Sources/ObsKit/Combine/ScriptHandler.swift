/// A script closure handed to an operator or a subscriber (`map { $0 * 2 }`, `sink { ... }`), with the
/// call site its errors point at. Not an Apple type. Holds the interpreter weakly: a subject kept in a
/// global must not keep the session alive.
struct ScriptHandler {
    let function: Value
    weak var interpreter: Interpreter?
    let range: SourceRange
    let source: SourceText

    /// Calls the closure with one value. A closure that takes no parameter accepts `()`, as Swift lets
    /// `{ print("changed") }` stand for a `(Void) -> Void` (`objectWillChange.sink { ... }`).
    func callAsFunction(_ value: Value) throws -> Value {
        guard let interpreter else { return .void }
        if case .closure(let closure) = function, closure.decl.parameters.isEmpty, case .void = value {
            return try interpreter.invoke(function, [], range, source)
        }
        return try interpreter.invoke(function, [value], range, source)
    }

    /// Calls the closure with several values (`scan`'s and `reduce`'s partial result and value).
    func call(_ values: Value...) throws -> Value {
        try call(values)
    }

    func call(_ values: [Value]) throws -> Value {
        guard let interpreter else { return .void }
        return try interpreter.invoke(function, values, range, source)
    }

    /// The result as a condition (`filter`, `removeDuplicates(by:)`).
    func test(_ values: Value...) throws -> Bool {
        guard let interpreter else { return false }
        return try interpreter.isTrue(try interpreter.invoke(function, values, range, source), range, source)
    }
}
