/// Combine's `Subject`: a publisher a script sends into. `send(subscription:)` is left out.
protocol Subject: Publisher {
    func send(_ value: Value) throws
    func send(completion: Subscribers.Completion) throws
}

extension Subject {
    /// `send(x)`, `send()` (a `Void` subject) and `send(completion: .finished or .failure(error))` as a script method.
    func sendMethod() -> Value {
        .builtin(BuiltinFunction("send") { [self] interpreter, arguments, range, source in
            switch (arguments.count, arguments.first?.label) {
            case (0, _): try send(.void)
            case (1, nil): try send(arguments[0].value)
            case (1, "completion"?):
                guard let completion = Subscribers.Completion(arguments[0].value) else {
                    throw interpreter.runtimeError("send(completion:) takes .finished or .failure(error)", range, source)
                }
                try send(completion: completion)
            default:
                throw interpreter.runtimeError("expected send(_:) or send(completion:)", range, source)
            }
            return .void
        })
    }
}
