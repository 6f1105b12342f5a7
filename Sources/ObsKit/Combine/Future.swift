/// Combine's `Future`: its closure runs once, when the future is made; the first call of its promise
/// fixes the result (later calls are ignored), which goes to the subscribers of the moment and is replayed
/// to each later one (a value then `.finished`, or `.failure(error)`). Faithful; `value` (async) is left out.
final class Future: Publisher {
    private let subscribers = SubscriberList()
    /// The promised result: a value, or an error.
    private enum Outcome {
        case success(Value)
        case failure(Value)
    }
    private var result: Outcome?

    var typeName: String { "Future" }

    /// `Future { promise in ... }`: runs `attemptToFulfill` with the promise.
    static func make(_ attemptToFulfill: ScriptHandler) throws -> Future {
        let future = Future()
        _ = try attemptToFulfill(.builtin(BuiltinFunction("promise") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == nil else {
                throw interpreter.runtimeError("expected promise(.success(value)) or promise(.failure(error))", range, source)
            }
            try future.fulfill(arguments[0].value, interpreter, range, source)
            return .void
        }))
        return future
    }

    private func fulfill(_ outcome: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        guard case .enumCase(let outcome) = outcome, outcome.payload.count == 1,
              outcome.caseName == "success" || outcome.caseName == "failure" else {
            throw interpreter.runtimeError("a Future's promise takes a Result: .success(value) or .failure(error)", range, source)
        }
        guard result == nil else { return }
        if outcome.caseName == "success" {
            result = .success(outcome.payload[0])
            try subscribers.send(outcome.payload[0])
            try subscribers.complete(.finished)
        } else {
            result = .failure(outcome.payload[0])
            try subscribers.complete(.failure(outcome.payload[0]))
        }
    }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        switch result {
        case .success(let value)?: return try Publishers.send([value], then: .finished, to: subscriber)
        case .failure(let error)?: return try Publishers.send([], then: .failure(error), to: subscriber)
        case nil:
            return subscribers.add(subscriber)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try operatorMember(name, interpreter: interpreter)
    }
}
