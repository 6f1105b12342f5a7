/// Combine's `Publishers.Drop` (`dropFirst(_:)`): skips the first `count` values each subscriber would get.
/// Faithful; `drop(while:)` and `drop(untilOutputFrom:)` are left out.
extension Publishers {
    final class Drop: Publisher {
        let upstream: any Publisher
        let count: Int

        init(upstream: any Publisher, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        var typeName: String { "Publishers.Drop" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var remaining = count
            return try upstream.receive(subscriber: AnySubscriber(forwardingTo: subscriber) { value in
                guard remaining == 0 else {
                    remaining -= 1
                    return
                }
                try subscriber.receiveValue(value)
            })
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
