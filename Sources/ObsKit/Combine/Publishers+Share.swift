/// Combine's `Publishers.Share` (`share()`, Apple: "effectively a combination of the Multicast and
/// PassthroughSubject publishers, with an implicit autoconnect()"): the first subscriber connects it to the
/// upstream, and every value goes to the subscribers of the moment; after the upstream completes, a new
/// subscriber gets only the completion (as a completed PassthroughSubject gives it). When the last subscriber
/// cancels, the upstream is cancelled and the next subscriber connects again. Faithful.
extension Publishers {
    final class Share: Publisher {
        let upstream: any Publisher
        private var subscribers = SubscriberList()
        private var connection: AnyCancellable?

        init(upstream: any Publisher) {
            self.upstream = upstream
        }

        var typeName: String { "Publishers.Share" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let list = subscribers
            guard let subscription = try list.subscribe(subscriber) else { return AnyCancellable {} }
            if connection == nil {
                let forward = AnySubscriber(receiveValue: list.send, receiveCompletion: list.complete)
                forward.origin = subscriber.origin
                connection = AnyCancellable {}
                connection = try upstream.receive(subscriber: forward)
            }
            return AnyCancellable { [weak self] in
                subscription.cancel()
                guard let self, list.count == 0, list.completion == nil else { return }
                let connection = self.connection
                self.connection = nil
                self.subscribers = SubscriberList()
                connection?.cancel()
            }
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
