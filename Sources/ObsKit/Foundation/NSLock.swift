/// Foundation's `NSLock` and `NSRecursiveLock`, as code that guards shared state with them uses them: `lock()`,
/// `unlock()`, `try()`, `withLock { }` and `name`. The session runs one task at a time (ScriptTask), so a lock
/// never waits for another thread here; what it can still do is deadlock: `lock()` of an `NSLock` it already holds
/// waits forever in Swift, and stops with an error here. A task that holds a lock across an `await` (which Swift's
/// checker warns about) is not told apart from the thread that took it.
final class NSLockType: NativeCallable {
    let isRecursive: Bool

    init(recursive: Bool) { isRecursive = recursive }

    var typeName: String { (isRecursive ? "NSRecursiveLock" : "NSLock") + ".Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(NSLockValue(recursive: isRecursive))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}

final class NSLockValue: NativeObject {
    let isRecursive: Bool
    /// How many times it is held (at most once for an NSLock).
    private var holds = 0
    var name: String?

    init(recursive: Bool) { isRecursive = recursive }

    var typeName: String { isRecursive ? "NSRecursiveLock" : "NSLock" }

    private func acquire(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        guard holds == 0 || isRecursive else {
            throw interpreter.runtimeError("deadlock: lock() of an NSLock already locked (use NSRecursiveLock to lock it again)", range, source)
        }
        holds += 1
    }

    private func release() { holds = max(0, holds - 1) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "lock":
            return .builtin(BuiltinFunction(name) { [unowned self] interpreter, _, range, source in
                try acquire(interpreter, range, source)
                return .void
            })
        case "unlock":
            return .builtin(BuiltinFunction(name) { [unowned self] _, _, _, _ in
                release()
                return .void
            })
        case "try":
            return .builtin(BuiltinFunction(name) { [unowned self] _, _, _, _ in
                guard holds == 0 || isRecursive else { return .bool(false) }
                holds += 1
                return .bool(true)
            })
        case "withLock":
            return .builtin(BuiltinFunction(name) { [unowned self] interpreter, arguments, range, source in
                guard let body = interpreter.functionArgument(arguments, nil) else {
                    throw interpreter.runtimeError("expected withLock { ... }", range, source)
                }
                try acquire(interpreter, range, source)
                defer { release() }
                return try interpreter.invoke(body, [], range, source)
            })
        case "name":
            return self.name.map { .optional(.string($0)) } ?? Value.none
        default:
            return nil
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "name" else { return false }
        self.name = value.unwrapped?.stringContent
        return true
    }
}
