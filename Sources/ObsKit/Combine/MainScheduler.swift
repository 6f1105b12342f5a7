/// `DispatchQueue.main` and `RunLoop.main` as Combine schedulers: work scheduled on them runs at the end
/// of the current turn, before the view graph flushes (one turn is one pass of the main run loop, DESIGN.md
/// "Turns") [I]. `DispatchQueue.main.async { }` works the same. Left out: other queues, `DispatchQueue.global()`,
/// and `asyncAfter` (`debounce`, `delay` and `throttle` wait on the virtual clock in their own files).
final class MainScheduler: NativeObject {
    /// "DispatchQueue" or "RunLoop".
    let typeName: String
    /// The type itself (`DispatchQueue`), whose `main` is the scheduler.
    let isType: Bool

    init(typeName: String, isType: Bool) {
        self.typeName = typeName
        self.isType = isType
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if isType { return name == "main" ? .native(MainScheduler(typeName: typeName, isType: false)) : nil }
        guard name == "async" && typeName == "DispatchQueue" || name == "perform" && typeName == "RunLoop" else { return nil }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "execute" else {
                throw interpreter.runtimeError("expected \(name) { ... }", range, source)
            }
            let work = ScriptHandler(function: arguments[0].value, interpreter: interpreter, range: range, source: source)
            interpreter.mainQueue.append { _ = try work(.void) }
            return .void
        })
    }
}

extension Interpreter {
    /// Runs the main queue's work in order, including work that work enqueues.
    func drainMainQueue() throws {
        while !mainQueue.isEmpty {
            let work = mainQueue.removeFirst()
            try work()
        }
    }
}
