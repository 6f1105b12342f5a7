/// `withTaskGroup`, `withThrowingTaskGroup` and `withDiscardingTaskGroup`: child tasks on the session's
/// scheduler; `next()` and `for await` hand out results in the order the children finished, and the group
/// waits for the rest when its body returns (cancelling them first when the body throws); a throwing group's
/// `nextResult()` gives each outcome as a `Result`; a child's priority is the one given to `addTask(priority:)`,
/// else its parent's, raised to the parent's while the parent waits for the group.
final class TaskGroupValue: NativeSequence {
    let isThrowing: Bool
    private var pending: [ScriptTask] = []
    private var cancelledAll = false
    unowned let interpreter: Interpreter
    /// The task the group runs in: a group in a cancelled task is cancelled too.
    private weak var owner: ScriptTask?

    init(isThrowing: Bool, interpreter: Interpreter) {
        self.isThrowing = isThrowing
        self.interpreter = interpreter
        owner = interpreter.scheduler.current
    }

    /// `cancelAll()` was called, or the task running the group is cancelled (Apple `TaskGroup.isCancelled`).
    var isCancelled: Bool { cancelledAll || owner?.isCancelled == true }

    var typeName: String { isThrowing ? "ThrowingTaskGroup" : "TaskGroup" }
    var isLazy: Bool { true }

    func add(_ body: Value, name: String? = nil, priority: UInt8? = nil) {
        let task = interpreter.scheduler.spawn(body, structured: true, priority: priority)
        task.name = name
        if isCancelled { task.cancel() }
        pending.append(task)
    }

    /// The next child to finish (its value, or its error thrown), or nil when none is left.
    func next(_ range: SourceRange, _ source: SourceText) throws -> Value? {
        guard !pending.isEmpty else { return nil }
        let waiting = interpreter.scheduler.currentPriority
        for task in pending { task.escalate(to: waiting) }
        try interpreter.scheduler.wait(until: { [unowned self] in pending.contains { $0.isFinished } }, range, source)
        let done = pending.filter(\.isFinished).min { $0.finishOrder < $1.finishOrder }!
        pending.removeAll { $0 === done }
        return try interpreter.scheduler.awaitValue(of: done, range, source)
    }

    func cancelAll() {
        cancelledAll = true
        for task in pending { task.cancel() }
    }

    /// Waits for every child; the first error is thrown (in a throwing group) after all have finished.
    func waitForAll(_ range: SourceRange, _ source: SourceText, rethrowing: Bool) throws {
        var firstError: Error?
        while !pending.isEmpty {
            do {
                _ = try next(range, source)
            } catch let error as ScriptError {
                if firstError == nil { firstError = error }
            }
        }
        if rethrowing, let firstError { throw firstError }
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        ValueIterator { [unowned self] in try next(.synthesized, interpreter.synthesizedSource) }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "addTask", "addTaskUnlessCancelled", "spawn", "spawnUnlessCancelled":
            // `spawn`, `spawnUnlessCancelled`: the deprecated first names of the two (Swift 5.5), still accepted.
            let unlessCancelled = name.hasSuffix("UnlessCancelled")
            return .builtin(BuiltinFunction(name) { [unowned self] interpreter, arguments, range, source in
                guard let body = interpreter.functionArgument(arguments, "operation") else {
                    throw interpreter.runtimeError("expected group.\(name) { ... }", range, source)
                }
                if unlessCancelled && isCancelled { return .bool(false) }
                add(body, name: TaskNamespace.name(in: arguments), priority: TaskPriorityValue.argument(in: arguments))
                return unlessCancelled ? .bool(true) : .void
            })
        case "next":
            return .builtin(BuiltinFunction("next") { [unowned self] _, _, range, source in
                try next(range, source).map { .optional($0) } ?? Value.none
            })
        case "nextResult" where isThrowing:
            // The next child's outcome as a `Result`: its error is returned, not thrown (nil when none is left).
            return .builtin(BuiltinFunction("nextResult") { [unowned self] interpreter, _, range, source in
                do {
                    guard let value = try next(range, source) else { return Value.none }
                    return .optional(interpreter.makeResult(.success(value)))
                } catch let error as ScriptError {
                    return .optional(interpreter.makeResult(.failure(error)))
                }
            })
        case "waitForAll":
            return .builtin(BuiltinFunction("waitForAll") { [unowned self] _, _, range, source in
                try waitForAll(range, source, rethrowing: isThrowing)
                return .void
            })
        case "cancelAll":
            return .builtin(BuiltinFunction("cancelAll") { [unowned self] _, _, _, _ in
                cancelAll()
                return .void
            })
        case "isCancelled": return .bool(isCancelled)
        case "isEmpty": return .bool(pending.isEmpty)
        default:
            return try LazySequence(base: .native(self), steps: []).member(name, interpreter: interpreter, range: range, source: source)
        }
    }
}

extension Builtins {
    static func installTaskGroups(into interpreter: Interpreter) {
        for (name, isThrowing) in [("withTaskGroup", false), ("withThrowingTaskGroup", true),
                                   ("withDiscardingTaskGroup", false), ("withThrowingDiscardingTaskGroup", true)] {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard let body = interpreter.functionArgument(arguments, "body") else {
                    throw interpreter.runtimeError("expected \(name)(of: T.self) { group in ... }", range, source)
                }
                let group = TaskGroupValue(isThrowing: isThrowing, interpreter: interpreter)
                let result: Value
                do {
                    result = try interpreter.invoke(body, [.native(group)], range, source)
                } catch let error as ScriptError {
                    // A Swift error thrown out of the body: the children are cancelled, and awaited.
                    group.cancelAll()
                    try? group.waitForAll(range, source, rethrowing: false)
                    throw error
                } catch {
                    // A fatal error, or the script stopped (Ctrl-C, its step budget): the program ends here, and
                    // its children with it (waiting for 100,000 of them made a stopped script run on; obsfuzz).
                    group.cancelAll()
                    throw error
                }
                try group.waitForAll(range, source, rethrowing: isThrowing)
                return result
            }))
        }
    }
}
