/// `Task`, `Task.sleep`, `MainActor.run`, and `Duration` values on the session's virtual clock.
extension Builtins {
    static func installConcurrency(into interpreter: Interpreter) {
        interpreter.globals.define("Task", .native(TaskNamespace()))
        installTaskLocals(into: interpreter)
        installCancellationHandlers(into: interpreter)
        interpreter.globals.define("TaskPriority", .native(TaskPriorityType()))
        interpreter.globals.define("MainActor", .native(MainActorNamespace()))
        interpreter.globals.define("Duration", .native(DurationNamespace()))
        interpreter.globals.define("ContinuousClock", .native(ClockType(kind: "ContinuousClock")))
        interpreter.globals.define("SuspendingClock", .native(ClockType(kind: "SuspendingClock")))
        // `clock: .continuous` (SE-0329's static members of Clock where Self is the clock).
        interpreter.implicitLibraryMembers["continuous"] = .native(ClockValue(kind: "ContinuousClock"))
        interpreter.implicitLibraryMembers["suspending"] = .native(ClockValue(kind: "SuspendingClock"))
        interpreter.globals.define("AsyncStream", .native(AsyncStreamType(isThrowing: false)))
        interpreter.globals.define("AsyncThrowingStream", .native(AsyncStreamType(isThrowing: true)))
        installAsyncLet(into: interpreter)
        for name in ["bufferingNewest", "bufferingOldest"] { interpreter.implicitLibraryMembers[name] = PolicyValue.member(name) }
        installTaskGroups(into: interpreter)
        installContinuations(into: interpreter)
        interpreter.globals.define("CancellationError", .builtin(BuiltinFunction("CancellationError") { _, _, _, _ in
            .native(CancellationErrorValue())
        }))
    }

    /// `.seconds(2)` and friends where a Duration is expected (no contextual types here).
    static func durationMember(_ name: String) -> Value? {
        guard let scale = DurationNamespace.scales[name] else { return nil }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            guard arguments.count == 1 else { throw interpreter.runtimeError("expected .\(name)(amount)", range, source) }
            if case .double(let count) = arguments[0].value {
                // Swift: `Int128(count * 10^18 / units per second)` attoseconds.
                _ = try interpreter.durationNanoseconds(arguments[0].value, scale: scale, name, range, source)
                return .native(DurationValue(attoseconds: Int128(count * Double(scale) * 1e9)))
            }
            return .native(DurationValue(nanoseconds: try interpreter.durationNanoseconds(arguments[0].value, scale: scale, name, range, source)))
        })
    }
}

/// `Task { ... }`, `Task.sleep(...)`, `Task.isCancelled`, `Task.checkCancellation()`, `Task.yield()`.
final class TaskNamespace: NativeCallable {
    /// `Task.detached { }`: no `@TaskLocal` values from its creator.
    let isDetached: Bool
    /// `Task.immediate { }` (SE-0472, Swift 6.2): it starts at once, in its creator's turn, until it first suspends.
    let isImmediate: Bool

    init(detached: Bool = false, immediate: Bool = false) {
        isDetached = detached
        isImmediate = immediate
    }

    var typeName: String { "Task.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let body = arguments.last(where: { $0.label == nil || $0.label == "operation" })?.value else {
            throw interpreter.runtimeError("expected Task { ... }", range, source)
        }
        let task = interpreter.scheduler.spawn(body, detached: isDetached, priority: TaskPriorityValue.argument(in: arguments))
        task.name = Self.name(in: arguments)
        if isImmediate { interpreter.scheduler.startImmediately(task) }
        return .native(task)
    }

    /// The `name:` argument of `Task(name:)`, `Task.detached(name:)` or `group.addTask(name:)` (SE-0469).
    static func name(in arguments: [Interpreter.ArgumentValue]) -> String? {
        guard let argument = arguments.first(where: { $0.label == "name" }) else { return nil }
        switch argument.value {
        case .string(let text), .optional(.string(let text)): return text
        default: return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let scheduler = interpreter.scheduler
        switch name {
        case "sleep":
            return .builtin(BuiltinFunction("sleep") { interpreter, arguments, range, source in
                guard let argument = arguments.first else { throw interpreter.runtimeError("expected Task.sleep(for:) or Task.sleep(nanoseconds:)", range, source) }
                if let clock = interpreter.argument(arguments, "clock"), interpreter.scriptType(of: clock) != nil {
                    // A script's own Clock: its `sleep(until:tolerance:)` decides (a test clock may only record the deadline).
                    return try interpreter.sleepOnScriptClock(clock, argument.label == "until" ? .until(argument.value) : .for(argument.value),
                                                              tolerance: interpreter.argument(arguments, "tolerance") ?? Value.none, range, source)
                }
                let nanoseconds: Int
                switch (argument.label, argument.value) {
                case ("nanoseconds"?, .int(let amount)): nanoseconds = amount
                case ("nanoseconds"?, .sized(let amount)): nanoseconds = amount.intValue ?? .max
                case (nil, .int(let amount)):
                    // `await Task.sleep(1_000_000)`, the first API (deprecated): nanoseconds, and it does not throw (a
                    // cancelled task's sleep just ends early).
                    do { try scheduler.sleep(nanoseconds: amount, range, source) } catch is ScriptError where scheduler.currentIsCancelled {}
                    return .void
                case (nil, .sized(let amount)):
                    do { try scheduler.sleep(nanoseconds: amount.intValue ?? .max, range, source) } catch is ScriptError where scheduler.currentIsCancelled {}
                    return .void
                case ("for"?, .native(let duration as DurationValue)): nanoseconds = duration.nanoseconds
                case ("for"?, .symbol("zero")): nanoseconds = 0
                case ("until"?, .native(let deadline as ClockInstant)): nanoseconds = deadline.nanoseconds(after: scheduler.now)
                default:
                    throw interpreter.runtimeError("expected Task.sleep(for: .seconds(n)), Task.sleep(until: deadline, clock: clock) or Task.sleep(nanoseconds: n)", range, source)
                }
                try scheduler.sleep(nanoseconds: nanoseconds, range, source)
                return .void
            })
        case "isCancelled":
            return .bool(scheduler.currentIsCancelled)
        case "name":
            // The running task's name (SE-0469); nil outside a task or in one made without a name.
            return scheduler.currentName.map { .optional(.string($0)) } ?? Value.none
        case "currentPriority":
            return .native(TaskPriorityValue(scheduler.currentPriority))
        case "basePriority":
            return .optional(.native(TaskPriorityValue(scheduler.current?.basePriority ?? TaskPriorityValue.medium)))
        case "checkCancellation":
            return .builtin(BuiltinFunction("checkCancellation") { _, _, _, _ in
                if scheduler.currentIsCancelled { throw scheduler.cancellation() }
                return .void
            })
        case "yield":
            return .builtin(BuiltinFunction("yield") { _, _, _, _ in
                try scheduler.yieldNow()
                return .void
            })
        case "detached":
            return .native(TaskNamespace(detached: true))
        case "immediate":
            return .native(TaskNamespace(immediate: true))
        case "init":
            return .native(self)
        default:
            return nil
        }
    }
}

/// `MainActor.run { ... }`, `MainActor.assumeIsolated { ... }`, `MainActor.preconditionIsolated()`: everything here
/// already runs on the one main actor.
final class MainActorNamespace: NativeObject {
    var typeName: String { "MainActor.Type" }
    /// `MainActor.shared`, what `#isolation` is on the main actor.
    static let shared = MainActorInstance()

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "shared" { return .native(Self.shared) }
        if name == "assumeIsolated" {
            // Code of the session's one thread is always on the main actor here: the operation runs as it is.
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard let body = arguments.first?.value else { throw interpreter.runtimeError("expected MainActor.assumeIsolated { ... }", range, source) }
                return try interpreter.invoke(body, [], range, source)
            })
        }
        if name == "assertIsolated" || name == "preconditionIsolated" {
            // SE-0392's checks pass: there is no other executor to be on.
            return .builtin(BuiltinFunction(name) { _, _, _, _ in .void })
        }
        guard name == "run" else { return nil }
        return .builtin(BuiltinFunction("run") { interpreter, arguments, range, source in
            guard let body = arguments.last?.value else { throw interpreter.runtimeError("expected MainActor.run { ... }", range, source) }
            return try interpreter.invoke(body, [], range, source)
        })
    }
}

/// The main actor itself (`MainActor.shared`): an Actor, printed as swiftc prints it.
final class MainActorInstance: NativeValue, Sendable {
    var typeName: String { "MainActor" }
    var printedForm: String { "Swift.MainActor" }

    func isEqual(to other: NativeValue) -> Bool? { other === self }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

extension Interpreter {
    enum ClockSleep { case until(Value), `for`(Value) }

    /// Sleeping on a script's Clock: `clock.sleep(for:)` (the Clock protocol's extension method) and
    /// `Task.sleep(for:clock:)` are `clock.sleep(until: clock.now.advanced(by: duration), tolerance:)`, the clock's own.
    func sleepOnScriptClock(_ clock: Value, _ sleep: ClockSleep, tolerance: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        let deadline: Value
        switch sleep {
        case .until(let instant): deadline = instant
        case .for(let duration):
            let now = try member("now", of: clock, at: range, source)
            deadline = try callMethod("advanced", on: now, [ArgumentValue(label: "by", value: duration)], range, source)
        }
        return try callMethod("sleep", on: clock, [ArgumentValue(label: "until", value: deadline), ArgumentValue(label: "tolerance", value: tolerance)],
                              range, source)
    }
}
