/// Combine's `Publishers.Debounce` (`debounce(for:scheduler:)`) for the main scheduler, on the session's
/// virtual clock: each value starts the wait again; a value is delivered on the main queue once the due time
/// has passed without a newer one (rules §15.15: the wait is a task, so `:advance` moves it). Completion goes
/// on the main queue at once (as `receive(on:)` delivers), dropping a value still waiting (ObsREPL's choice:
/// Apple does not document it).
/// `options:` and other schedulers are left out.
extension Publishers {
    final class Debounce: Publisher {
        let upstream: any Publisher
        let dueTime: Int
        unowned let interpreter: Interpreter

        init(upstream: any Publisher, dueTime: Int, interpreter: Interpreter) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.interpreter = interpreter
        }

        var typeName: String { "Publishers.Debounce" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            // One subscription's wait: the task that delivers the latest value, replaced by each new one.
            final class Wait { var task: ScriptTask? }
            let wait = Wait()
            let dueTime = self.dueTime
            let debounced = AnySubscriber(
                receiveValue: { [weak interpreter] value in
                    guard let interpreter else { return }
                    wait.task?.cancel()
                    wait.task = interpreter.scheduler.spawn(.builtin(BuiltinFunction("debounce") { interpreter, _, range, source in
                        try interpreter.scheduler.sleep(nanoseconds: dueTime, range, source)
                        wait.task = nil
                        try subscriber.receiveValue(value)
                        return .void
                    }))
                },
                receiveCompletion: { [weak interpreter] completion in
                    wait.task?.cancel()
                    wait.task = nil
                    interpreter?.mainQueue.append { try subscriber.receiveCompletion(completion) }
                })
            debounced.origin = subscriber.origin
            let upstreamCancellable = try upstream.receive(subscriber: debounced)
            return AnyCancellable {
                wait.task?.cancel()
                upstreamCancellable.cancel()
            }
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
