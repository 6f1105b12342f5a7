/// `withTaskCancellationHandler(operation:onCancel:)`: the operation runs; a cancellation of the running task
/// while it runs calls `onCancel` at once (from the code that cancels), and a task cancelled before the call
/// runs `onCancel` first (Apple `withTaskCancellationHandler`). `withUnsafeCurrentTask { task in }`: the running
/// task (its `isCancelled`, `cancel()`), nil outside a task.
extension Builtins {
    static func installCancellationHandlers(into interpreter: Interpreter) {
        var calls = 0
        interpreter.globals.define("withTaskCancellationHandler", .builtin(BuiltinFunction("withTaskCancellationHandler") { interpreter, arguments, range, source in
            guard let operation = interpreter.functionArgument(arguments, "operation") ?? arguments.first?.value,
                  let onCancel = interpreter.functionArgument(arguments, "onCancel") else {
                throw interpreter.runtimeError("expected withTaskCancellationHandler { ... } onCancel: { ... }", range, source)
            }
            guard let task = interpreter.scheduler.current else { return try interpreter.invoke(operation, [], range, source) }
            if task.isCancelled {
                _ = try interpreter.invoke(onCancel, [], range, source)
                return try interpreter.invoke(operation, [], range, source)
            }
            calls += 1
            let call = calls
            task.cancellationHandlers[call] = (call, onCancel)
            defer { task.cancellationHandlers[call] = nil }
            return try interpreter.invoke(operation, [], range, source)
        }))
        interpreter.globals.define("withUnsafeCurrentTask", .builtin(BuiltinFunction("withUnsafeCurrentTask") { interpreter, arguments, range, source in
            guard let body = interpreter.functionArgument(arguments, "body") ?? arguments.last?.value else {
                throw interpreter.runtimeError("expected withUnsafeCurrentTask { task in ... }", range, source)
            }
            let task = interpreter.scheduler.current.map { Value.optional(.native($0)) } ?? .none
            return try interpreter.invoke(body, [task], range, source)
        }))
    }
}
