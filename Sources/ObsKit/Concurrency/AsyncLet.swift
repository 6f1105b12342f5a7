/// `async let x = work()`: a child task started at the declaration; reading `x` awaits it (and rethrows
/// its error there, as Swift does). One nobody awaited is cancelled when the scope that declared it ends,
/// however it ends, and awaited before it does; its value is let go there (SE-0317). Left out: the same at
/// the top level of a script (the child runs to its end).
final class AsyncLetTask: NativeObject {
    let task: ScriptTask
    private(set) var isAwaited = false

    init(task: ScriptTask) {
        self.task = task
    }

    var typeName: String { "async let" }

    func awaitValue(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        isAwaited = true
        return try interpreter.scheduler.awaitValue(of: task, range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "wrappedValue" ? try awaitValue(interpreter, range, source) : nil
    }

    /// The end of the scope that declared it: if nobody awaited it, it is cancelled and awaited (its error, if
    /// any, is dropped); its value, which nothing can read any more, is let go now (SE-0317).
    func endScope(_ interpreter: Interpreter) {
        if !isAwaited {
            task.cancel()
            _ = try? awaitValue(interpreter, .synthesized, interpreter.synthesizedSource)
        }
        task.dropResult()
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
            let child = AsyncLetTask(task: interpreter.scheduler.spawn(body, structured: true))
            interpreter.scheduler.noteAsyncLet(child)
            return .native(child)
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

extension TaskScheduler {
    /// The `async let` children of the functions running now, innermost last: the current task's, or the
    /// session's own.
    /// Changed in place (`_modify`): a get-then-set would copy every enclosing call's list at each call, so a
    /// recursion through a function that declares an `async let` cost the square of its depth.
    private var asyncLetScopes: [[AsyncLetTask]] {
        get { current?.asyncLetScopes ?? sessionAsyncLetScopes }
        _modify {
            if let current { yield &current.asyncLetScopes } else { yield &sessionAsyncLetScopes }
        }
    }

    func noteAsyncLet(_ child: AsyncLetTask) {
        guard !asyncLetScopes.isEmpty else { return }
        asyncLetScopes[asyncLetScopes.count - 1].append(child)
    }

    /// Runs a function body that declares `async let`: its children nobody awaited are cancelled, then
    /// awaited, when it ends, however it ends.
    func withAsyncLetScope<T>(_ body: () throws -> T) throws -> T {
        asyncLetScopes.append([])
        defer {
            let children = asyncLetScopes.removeLast()
            for child in children where !child.isAwaited { child.task.cancel() }
            for child in children where !child.isAwaited {
                _ = try? child.awaitValue(interpreter, .synthesized, interpreter.synthesizedSource)
            }
        }
        return try body()
    }
}

extension FunctionDecl {
    /// Whether the body (not a nested function or closure) declares an `async let`.
    var hasAsyncLet: Bool {
        if let known = declaresAsyncLet { return known }
        let found = Self.declaresAsyncLet(body)
        declaresAsyncLet = found
        return found
    }

    private static func declaresAsyncLet(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .wrappedLocal(_, let wrapper, _, _): return wrapper.name == Attribute.asyncLet
            case .ifStmt(_, let then, let otherwise): return declaresAsyncLet(then) || declaresAsyncLet(otherwise ?? [])
            case .forIn(_, _, _, let body, _), .whileLoop(_, let body), .repeatLoop(let body, _), .guardStmt(_, let body),
                 .block(let body), .group(let body):
                return declaresAsyncLet(body)
            case .labeled(_, let inner): return declaresAsyncLet([inner])
            case .switchStmt(_, let cases): return cases.contains { declaresAsyncLet($0.body) }
            case .doCatch(let body, let clauses): return declaresAsyncLet(body) || clauses.contains { declaresAsyncLet($0.body) }
            default: return false
            }
        }
    }
}
