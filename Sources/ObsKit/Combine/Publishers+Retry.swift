/// Combine's `Publishers.Retry` (`retry(n)`): on a failure, subscribes to the upstream again, up to `retries`
/// times, then passes the failure on; values from every attempt pass on. Faithful (so a `Future`, which
/// replays its one result, fails again, and a `Deferred` or a sequence starts over).
extension Publishers {
    final class Retry: Publisher {
        let upstream: any Publisher
        let retries: Int

        init(upstream: any Publisher, retries: Int) {
            self.upstream = upstream
            self.retries = retries
        }

        var typeName: String { "Publishers.Retry" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var remaining = retries
            let upstream = self.upstream
            let link = OperatorLink(subscriber)
            link.announce()
            func attempt() throws {
                try link.subscribe(to: upstream, receiveValue: link.send, receiveCompletion: { completion in
                    guard case .failure = completion, remaining > 0 else { return try link.finish(completion) }
                    remaining -= 1
                    try attempt()
                })
            }
            try attempt()
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
