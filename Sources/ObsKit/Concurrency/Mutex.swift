/// The Synchronization module's `Mutex` (SE-0433, Swift 6): a value that is read and changed only inside
/// `withLock { value in ... }` (its closure gets the value `inout`; what it returns is `withLock`'s result) or
/// `withLockIfAvailable`. One task runs at a time here (ScriptTask), so the lock is always available, except to a
/// `withLock` inside another on the same mutex, which deadlocks in Swift and stops with an error here.
final class MutexType: NativeCallable {
    var typeName: String { "Mutex.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard arguments.count == 1 else { throw interpreter.runtimeError("expected Mutex(initialValue)", range, source) }
        return .native(MutexValue(arguments[0].value))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}

final class MutexValue: NativeObject {
    private var value: Value
    private var isHeld = false

    init(_ value: Value) { self.value = value }

    var typeName: String { "Mutex<\(value.typeName)>" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "withLock" || name == "withLockIfAvailable" else { return nil }
        return .builtin(BuiltinFunction(name) { [unowned self] interpreter, arguments, range, source in
            guard let body = interpreter.functionArgument(arguments, nil) else {
                throw interpreter.runtimeError("expected \(name) { value in ... }", range, source)
            }
            if isHeld {
                if name == "withLockIfAvailable" { return Value.none }
                throw interpreter.runtimeError("deadlock: withLock of a Mutex inside its own withLock", range, source)
            }
            isHeld = true
            defer { isHeld = false }
            let result = try interpreter.invokeWithInout(body, &value, range, source)
            return name == "withLockIfAvailable" ? .optional(result) : result
        })
    }
}
