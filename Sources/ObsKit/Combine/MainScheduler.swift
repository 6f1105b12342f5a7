/// `DispatchQueue.main` and `RunLoop.main` as Combine schedulers: work scheduled on them runs at the end
/// of the current turn, before the view graph flushes (one turn is one pass of the main run loop, DESIGN.md
/// "Turns") [I]. `DispatchQueue.main.async { }` works the same. `DispatchQueue.main.asyncAfter(deadline:)`
/// runs its work when the virtual clock reaches the deadline, as a turn of its own (as a timer's block runs).
/// Left out: other queues and `DispatchQueue.global()` (`debounce`, `delay` and `throttle` wait on the
/// virtual clock in their own files).
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
        if name == "asyncAfter", typeName == "DispatchQueue" { return asyncAfter() }
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

    /// `asyncAfter(deadline: .now() + 0.5) { ... }` (or `execute:`): a task that sleeps until the deadline on the
    /// virtual clock, then runs the work.
    private func asyncAfter() -> Value {
        .builtin(BuiltinFunction("asyncAfter") { interpreter, arguments, range, source in
            guard case .native(let deadline as DispatchTimeValue)? = interpreter.argument(arguments, "deadline"),
                  let function = arguments.last(where: { $0.label == nil || $0.label == "execute" })?.value, function.isFunction else {
                throw interpreter.runtimeError("expected asyncAfter(deadline: .now() + seconds) { ... }", range, source)
            }
            let work = ScriptHandler(function: function, interpreter: interpreter, range: range, source: source)
            _ = interpreter.scheduler.spawn(.builtin(BuiltinFunction("asyncAfter") { interpreter, _, range, source in
                let wait = deadline.nanoseconds - interpreter.scheduler.now
                if wait > 0 { try interpreter.scheduler.sleep(nanoseconds: wait, range, source) }
                _ = try work(.void)
                return .void
            }))
            return .void
        })
    }
}

/// Dispatch's `DispatchTime`: a point of the virtual clock, in nanoseconds since the session began
/// (`DispatchTime.now()`, `.now() + 0.5`, `+ .milliseconds(250)`, `uptimeNanoseconds`, comparisons).
final class DispatchTimeValue: NativeArithmetic, NativeDescribed {
    let nanoseconds: Int

    init(nanoseconds: Int) {
        self.nanoseconds = nanoseconds
    }

    var typeName: String { "DispatchTime" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { "DispatchTime(rawValue: \(nanoseconds))" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "uptimeNanoseconds" ? .sized(SizedInt(bits: UInt64(max(0, nanoseconds)), kind: .uint64)) : nil
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        let amount: Int
        switch other {
        case .native(let duration as DurationValue): amount = duration.nanoseconds
        case .native(let time as DispatchTimeValue):
            switch op {
            case .less: return .bool(selfOnLeft ? nanoseconds < time.nanoseconds : time.nanoseconds < nanoseconds)
            case .greater: return .bool(selfOnLeft ? nanoseconds > time.nanoseconds : time.nanoseconds > nanoseconds)
            case .equal: return .bool(nanoseconds == time.nanoseconds)
            default: return nil
            }
        case .int, .double: amount = try interpreter.durationNanoseconds(other, scale: 1_000_000_000, "seconds", range, source)
        default: return nil
        }
        switch op {
        case .add: return .native(DispatchTimeValue(nanoseconds: nanoseconds &+ amount))
        case .subtract where selfOnLeft: return .native(DispatchTimeValue(nanoseconds: nanoseconds &- amount))
        default: return nil
        }
    }
}

/// `DispatchTime` as a type: `DispatchTime.now()`.
final class DispatchTimeNamespace: NativeObject {
    var typeName: String { "DispatchTime.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "now" else { return nil }
        return .builtin(BuiltinFunction("now") { interpreter, _, _, _ in .native(DispatchTimeValue(nanoseconds: interpreter.scheduler.now)) })
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
