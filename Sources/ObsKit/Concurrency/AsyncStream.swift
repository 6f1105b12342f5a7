/// `AsyncStream` and `AsyncThrowingStream`: a buffer a continuation fills (`yield`, `finish`,
/// `finish(throwing:)`, `onTermination`) and `for await` drains, waiting on the virtual clock's scheduler
/// while it is empty; `AsyncStream(unfolding:)`; `makeStream(of:)`. Faithful for order, buffering
/// policies and termination; `map`/`filter` on a stream are lazy, as AsyncSequence's are.
final class AsyncStreamValue: NativeSequence {
    let isThrowing: Bool
    var buffer: [Value] = []
    var isFinished = false
    var failure: Value?
    var onTermination: Value?
    /// `.bufferingNewest(n)` / `.bufferingOldest(n)`; nil: unbounded.
    var limit: (count: Int, keepNewest: Bool)?
    /// `AsyncStream(unfolding:)`: called for each element instead of a buffer.
    var producer: Value?
    weak var interpreter: Interpreter?
    /// What must live as long as the stream (the subscription of a publisher's `values`).
    var keepAlive: AnyObject?

    init(isThrowing: Bool, interpreter: Interpreter) {
        self.isThrowing = isThrowing
        self.interpreter = interpreter
    }

    var typeName: String { isThrowing ? "AsyncThrowingStream" : "AsyncStream" }
    var isLazy: Bool { true }
    var isAsync: Bool { true }

    /// The continuation's `yield`: false when the stream has already finished.
    @discardableResult
    func send(_ element: Value) -> Bool {
        if case .terminated = yield(element) { return false }
        return true
    }

    /// The continuation's `yield`, with what happened to the element: its `YieldResult`.
    func yield(_ element: Value) -> YieldResultValue.Outcome {
        guard !isFinished else { return .terminated }
        buffer.append(element)
        let outcome: YieldResultValue.Outcome
        if let limit, buffer.count > limit.count {
            // A full buffer (or a limit of zero or less, which keeps nothing) lets one go.
            outcome = .dropped(limit.keepNewest ? buffer.removeFirst() : buffer.removeLast())
        } else {
            outcome = .enqueued(remaining: limit.map { $0.count - buffer.count } ?? Int.max)
        }
        interpreter?.scheduler.noteProgress()
        return outcome
    }

    func finish(throwing error: Value?, reason: String = "finished") throws {
        guard !isFinished else { return }
        isFinished = true
        failure = error
        interpreter?.scheduler.noteProgress()
        try terminate(reason)
    }

    private func terminate(_ reason: String) throws {
        guard let handler = onTermination, let interpreter else { return }
        onTermination = nil
        _ = try interpreter.invoke(handler, [.symbol(reason)], .synthesized, interpreter.synthesizedSource)
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        ValueIterator { [self] in
            let source = interpreter.synthesizedSource
            if let producer {
                return try interpreter.invoke(producer, [], .synthesized, source).unwrapped
            }
            let waiter = interpreter.scheduler.current
            try interpreter.scheduler.wait(until: { [self] in !buffer.isEmpty || isFinished || waiter?.isCancelled == true },
                                           .synthesized, source)
            if !buffer.isEmpty { return buffer.removeFirst() }
            if !isFinished {
                // The consuming task was cancelled: the stream ends for it.
                try finish(throwing: nil, reason: "cancelled")
                return nil
            }
            if let failure {
                self.failure = nil
                throw ScriptError(value: failure, location: SourceLocation(source: source, range: .synthesized))
            }
            return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try LazySequence(base: .native(self), steps: []).member(name, interpreter: interpreter, range: range, source: source)
    }
}

/// `AsyncStream<T>.Continuation`.
final class StreamContinuation: NativeObject {
    let stream: AsyncStreamValue

    init(stream: AsyncStreamValue) {
        self.stream = stream
    }

    var typeName: String { stream.typeName + ".Continuation" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let stream = self.stream
        switch name {
        case "yield":
            return .builtin(BuiltinFunction("yield") { interpreter, arguments, range, source in
                let element = interpreter.argument(arguments, nil) ?? .void
                return .native(YieldResultValue(stream.yield(element), streamType: stream.typeName))
            })
        case "finish":
            return .builtin(BuiltinFunction("finish") { interpreter, arguments, range, source in
                try stream.finish(throwing: interpreter.argument(arguments, "throwing").flatMap { $0.unwrapped })
                return .void
            })
        case "onTermination":
            return stream.onTermination ?? Value.none
        default:
            return nil
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "onTermination" else { return false }
        stream.onTermination = value.unwrapped
        return true
    }
}

/// `AsyncStream { continuation in ... }`, `AsyncStream(Int.self) { ... }`, `AsyncStream(unfolding:)`,
/// `AsyncStream.makeStream(of:)`, and the same for `AsyncThrowingStream`.
final class AsyncStreamType: NativeCallable {
    let isThrowing: Bool

    init(isThrowing: Bool) {
        self.isThrowing = isThrowing
    }

    var typeName: String { (isThrowing ? "AsyncThrowingStream" : "AsyncStream") + ".Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let stream = AsyncStreamValue(isThrowing: isThrowing, interpreter: interpreter)
        stream.limit = policy(interpreter.argument(arguments, "bufferingPolicy"))
        if let producer = interpreter.argument(arguments, "unfolding") {
            stream.producer = producer
            return .native(stream)
        }
        guard let build = interpreter.functionArgument(arguments, "_") else {
            throw interpreter.runtimeError("expected \(isThrowing ? "AsyncThrowingStream" : "AsyncStream") { continuation in ... }", range, source)
        }
        if case .closure(let closure) = build, closure.decl.parameters.isEmpty {
            // `AsyncStream<Int> { next value or nil }`: a closure of no parameters is `init(unfolding:)`'s.
            stream.producer = build
            return .native(stream)
        }
        // The build closure runs at once, as Swift runs it in the initializer.
        _ = try interpreter.invoke(build, [.native(StreamContinuation(stream: stream))], range, source)
        return .native(stream)
    }

    private func policy(_ value: Value?) -> (count: Int, keepNewest: Bool)? {
        guard case .native(let policy as PolicyValue)? = value else { return nil }
        return (policy.count, policy.name == "bufferingNewest")
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "makeStream":
            return .builtin(BuiltinFunction("makeStream") { [self] interpreter, arguments, range, source in
                let stream = AsyncStreamValue(isThrowing: isThrowing, interpreter: interpreter)
                stream.limit = policy(interpreter.argument(arguments, "bufferingPolicy"))
                return .tuple(TupleValue(elements: [.native(stream), .native(StreamContinuation(stream: stream))],
                                         labels: ["stream", "continuation"]))
            })
        case "init":
            return .native(self)
        case "Continuation":
            return .builtinType("Continuation")
        default:
            return nil
        }
    }
}

/// `.bufferingNewest(5)`: made where a buffering policy is expected.
final class PolicyValue: NativeObject {
    let name: String
    let count: Int

    init(name: String, count: Int) {
        self.name = name
        self.count = count
    }

    var typeName: String { "BufferingPolicy" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// `.bufferingNewest(n)`, `.bufferingOldest(n)` where the context expects a policy.
    static func member(_ name: String) -> Value? {
        guard name == "bufferingNewest" || name == "bufferingOldest" else { return nil }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            .native(PolicyValue(name: name, count: try interpreter.intArgument(arguments.first?.value, in: name, range, source)))
        })
    }
}

/// `AsyncStream.Continuation.YieldResult`: `.enqueued(remaining:)` (how many more fit the buffer: `Int.max`
/// when unbounded), `.dropped(element)` (the one a full buffer let go), `.terminated`.
final class YieldResultValue: NativeEnumCase, NativeDescribed {
    enum Outcome {
        case enqueued(remaining: Int), dropped(Value), terminated
    }

    let outcome: Outcome
    let streamType: String

    init(_ outcome: Outcome, streamType: String) {
        self.outcome = outcome
        self.streamType = streamType
    }

    var typeName: String { "\(streamType).Continuation.YieldResult" }
    var enumTypeName: String { typeName }
    var caseName: String {
        switch outcome {
        case .enqueued: return "enqueued"
        case .dropped: return "dropped"
        case .terminated: return "terminated"
        }
    }
    var payload: [Value] {
        switch outcome {
        case .enqueued(let remaining): return [.int(remaining)]
        case .dropped(let element): return [element]
        case .terminated: return []
        }
    }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        switch outcome {
        case .enqueued(let remaining): return "enqueued(remaining: \(remaining))"
        case .dropped(let element): return "dropped(\(interpreter.debugDescribe(element)))"
        case .terminated: return "terminated"
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
