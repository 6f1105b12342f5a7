/// Combine's `Subscribers.Sink` (`sink(receiveValue:)`, `sink(receiveCompletion:receiveValue:)`): calls
/// the script's closures until cancelled or completed. Demand is left out (unlimited, as Apple's).
extension Subscribers {
    final class Sink {
        private let receiveValue: ScriptHandler
        private let receiveCompletion: ScriptHandler?
        private var isActive = true

        private init(receiveValue: ScriptHandler, receiveCompletion: ScriptHandler?) {
            self.receiveValue = receiveValue
            self.receiveCompletion = receiveCompletion
        }

        /// `publisher.sink(...)` as a script method; returns the subscription's `AnyCancellable`.
        static func method(on publisher: any Publisher) -> Value {
            .builtin(BuiltinFunction("sink") { interpreter, arguments, range, source in
                var receiveValue: Value?
                var receiveCompletion: Value?
                for argument in arguments {
                    switch argument.label {
                    case nil, "receiveValue"?: receiveValue = argument.value
                    case "receiveCompletion"?: receiveCompletion = argument.value
                    case let label?: throw interpreter.runtimeError("extraneous argument label '\(label):' in call to 'sink'", range, source)
                    }
                }
                guard let receiveValue else {
                    throw interpreter.runtimeError("expected sink(receiveValue:) or sink(receiveCompletion:receiveValue:)", range, source)
                }
                let sink = Sink(receiveValue: ScriptHandler(function: receiveValue, interpreter: interpreter, range: range, source: source),
                                receiveCompletion: receiveCompletion.map { ScriptHandler(function: $0, interpreter: interpreter, range: range, source: source) })
                return .cancellable(try sink.attach(to: publisher, origin: range == .synthesized ? "an onReceive" : "sink at \(source.place(range))"))
            })
        }

        private func attach(to publisher: any Publisher, origin: String) throws -> AnyCancellable {
            let subscriber = AnySubscriber(
                receiveValue: { [self] value in
                    guard isActive else { return }
                    _ = try receiveValue(value)
                },
                receiveCompletion: { [self] completion in
                    guard isActive else { return }
                    isActive = false
                    _ = try receiveCompletion?(completion.value)
                })
            subscriber.origin = origin
            let subscription = try publisher.receive(subscriber: subscriber)
            return AnyCancellable { [self] in
                isActive = false
                subscription.cancel()
            }
        }
    }
}
