/// Combine's `Publishers.Delay` (`delay(for:scheduler:)`) for the main scheduler, on the session's virtual
/// clock: each value, and the completion, goes on `interval` after it came, in order (rules §15.15: the wait
/// is a task, so `:advance` moves it). `tolerance:`, `options:` and other schedulers are left out.
extension Publishers {
    final class Delay: Publisher {
        let upstream: any Publisher
        let interval: Int
        unowned let interpreter: Interpreter

        init(upstream: any Publisher, interval: Int, interpreter: Interpreter) {
            self.upstream = upstream
            self.interval = interval
            self.interpreter = interpreter
        }

        var typeName: String { "Publishers.Delay" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            final class Waits { var tasks: [ScriptTask] = [] }
            let waits = Waits()
            let interval = self.interval
            let later: (@escaping () throws -> Void) -> Void = { [weak interpreter] deliver in
                guard let interpreter else { return }
                waits.tasks.removeAll { $0.isFinished }
                waits.tasks.append(interpreter.scheduler.spawn(.builtin(BuiltinFunction("delay") { interpreter, _, range, source in
                    try interpreter.scheduler.sleep(nanoseconds: interval, range, source)
                    try deliver()
                    return .void
                })))
            }
            let delayed = AnySubscriber(
                receiveValue: { value in later { try subscriber.receiveValue(value) } },
                receiveCompletion: { completion in later { try subscriber.receiveCompletion(completion) } })
            delayed.origin = subscriber.origin
            let upstreamCancellable = try upstream.receive(subscriber: delayed)
            return AnyCancellable {
                for task in waits.tasks { task.cancel() }
                upstreamCancellable.cancel()
            }
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
