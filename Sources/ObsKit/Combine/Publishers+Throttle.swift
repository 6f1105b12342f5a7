/// Combine's `Publishers.Throttle` (`throttle(for:scheduler:latest:)`) for the main scheduler, on the session's
/// virtual clock: a value that comes when no interval is running goes on at once (on the main queue, as
/// `receive(on:)` delivers) and starts an interval; the values that come during it are held, and at its end the
/// latest (`latest: true`) or the first of them goes on and starts the next interval (Apple: "Publishes either
/// the most-recent or first element published by the upstream publisher in the specified time interval").
/// Completion goes on the main queue at once, after a held value (ObsREPL's choice: Apple does not document it).
/// Other schedulers are left out.
extension Publishers {
    final class Throttle: Publisher {
        let upstream: any Publisher
        let interval: Int
        let latest: Bool
        unowned let interpreter: Interpreter

        init(upstream: any Publisher, interval: Int, latest: Bool, interpreter: Interpreter) {
            self.upstream = upstream
            self.interval = interval
            self.latest = latest
            self.interpreter = interpreter
        }

        var typeName: String { "Publishers.Throttle" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            final class State { var held: Value?; var window: ScriptTask? }
            let state = State()
            let (interval, latest) = (self.interval, self.latest)
            let throttled = AnySubscriber(
                receiveValue: { [weak interpreter] value in
                    guard let interpreter else { return }
                    guard state.window == nil else {
                        if latest || state.held == nil { state.held = value }
                        return
                    }
                    interpreter.mainQueue.append { try subscriber.receiveValue(value) }
                    state.window = interpreter.scheduler.spawn(.builtin(BuiltinFunction("throttle") { interpreter, _, range, source in
                        while true {
                            try interpreter.scheduler.sleep(nanoseconds: interval, range, source)
                            guard let held = state.held else { break }
                            state.held = nil
                            try subscriber.receiveValue(held)
                        }
                        state.window = nil
                        return .void
                    }))
                },
                receiveCompletion: { [weak interpreter] completion in
                    state.window?.cancel()
                    state.window = nil
                    let held = state.held
                    state.held = nil
                    interpreter?.mainQueue.append {
                        if let held { try subscriber.receiveValue(held) }
                        try subscriber.receiveCompletion(completion)
                    }
                })
            throttled.origin = subscriber.origin
            let upstreamCancellable = try upstream.receive(subscriber: throttled)
            return AnyCancellable {
                state.window?.cancel()
                upstreamCancellable.cancel()
            }
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
