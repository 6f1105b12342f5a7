/// `async let x = work()`: a child task started at the declaration; reading `x` awaits it (and rethrows
/// its error there, as Swift does). Faithful except that a child nobody awaits is not cancelled at the end
/// of its scope: it simply runs to its end.
final class AsyncLetTask: NativeObject {
    let task: ScriptTask

    init(task: ScriptTask) {
        self.task = task
    }

    var typeName: String { "async let" }

    func awaitValue(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        try interpreter.scheduler.awaitValue(of: task, range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "wrappedValue" ? try awaitValue(interpreter, range, source) : nil
    }
}

extension Builtins {
    /// What `async let` is lowered to (IR `Attribute.asyncLet`): the initializer, as a thunk, runs in a child task.
    static func installAsyncLet(into interpreter: Interpreter) {
        interpreter.globals.define(Attribute.asyncLet, .builtin(BuiltinFunction(Attribute.asyncLet, autoclosureLabels: ["wrappedValue"]) {
            interpreter, arguments, range, source in
            guard let thunk = interpreter.argument(arguments, "wrappedValue") else {
                throw interpreter.runtimeError("'async let' needs a value", range, source)
            }
            let body = Value.builtin(BuiltinFunction("async let") { interpreter, _, range, source in
                try interpreter.force(thunk, range, source)
            })
            return .native(AsyncLetTask(task: interpreter.scheduler.spawn(body, structured: true)))
        }))
    }
}

/// The sequence of a `for await` loop: a script AsyncSequence's `makeAsyncIterator()`, else the
/// sequence's own iterator (AsyncStream's and a task group's wait for their next element).
final class AsyncIteration: NativeSequence {
    let sequence: Value

    init(sequence: Value) {
        self.sequence = sequence
    }

    var typeName: String { sequence.typeName }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        if let iterator = try interpreter.scriptIterator(sequence, async: true, .synthesized, interpreter.synthesizedSource) {
            return iterator
        }
        return try interpreter.makeIterator(sequence, .synthesized, interpreter.synthesizedSource)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
