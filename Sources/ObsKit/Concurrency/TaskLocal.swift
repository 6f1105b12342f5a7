/// `@TaskLocal`: the property wrapper is Swift code in the prelude (`TaskLocal`); the bindings live with the
/// running task (`ScriptTask.taskLocals`, the session's own outside any task). `withValue` binds a value for
/// the operation and puts the previous binding back after it, even when it throws; a task started inside
/// (`Task { }`, `async let`, a group's child) starts with the bindings of its creator, `Task.detached` with
/// none (Apple `TaskLocal`).
extension Builtins {
    static func installTaskLocals(into interpreter: Interpreter) {
        func key(_ arguments: [Interpreter.ArgumentValue]) -> ObjectIdentifier? {
            guard case .object(let local)? = arguments.first?.value else { return nil }
            return ObjectIdentifier(local)
        }
        interpreter.globals.define("_taskLocalIsBound", .builtin(BuiltinFunction("_taskLocalIsBound") { interpreter, arguments, _, _ in
            .bool(key(arguments).map { interpreter.scheduler.taskLocals[$0] != nil } ?? false)
        }))
        interpreter.globals.define("_taskLocalValue", .builtin(BuiltinFunction("_taskLocalValue") { interpreter, arguments, _, _ in
            key(arguments).flatMap { interpreter.scheduler.taskLocals[$0] } ?? .none
        }))
        interpreter.globals.define("_taskLocalWithValue", .builtin(BuiltinFunction("_taskLocalWithValue") { interpreter, arguments, range, source in
            guard let key = key(arguments), arguments.count == 3 else {
                throw interpreter.runtimeError("withValue(_:operation:) expects a value and an operation", range, source)
            }
            let previous = interpreter.scheduler.taskLocals[key]
            interpreter.scheduler.taskLocals[key] = arguments[1].value
            defer { interpreter.scheduler.taskLocals[key] = previous }
            return try interpreter.invoke(arguments[2].value, [], range, source)
        }))
    }
}
