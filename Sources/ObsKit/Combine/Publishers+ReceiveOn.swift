/// Combine's `Publishers.ReceiveOn` for the main scheduler: values and completion are delivered on the
/// main queue, so at the end of the current turn, in order, even when sent from the main queue (as
/// `DispatchQueue.main` does). `options:` and other schedulers are left out.
extension Publishers {
    final class ReceiveOn: Publisher {
        let upstream: any Publisher
        weak var interpreter: Interpreter?

        init(upstream: any Publisher, interpreter: Interpreter) {
            self.upstream = upstream
            self.interpreter = interpreter
        }

        var typeName: String { "Publishers.ReceiveOn" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let onMain = AnySubscriber(
                receiveValue: { [weak interpreter] value in
                    interpreter?.mainQueue.append { try subscriber.receiveValue(value) }
                },
                receiveCompletion: { [weak interpreter] completion in
                    interpreter?.mainQueue.append { try subscriber.receiveCompletion(completion) }
                })
            onMain.origin = subscriber.origin
            return try upstream.receive(subscriber: onMain)
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
