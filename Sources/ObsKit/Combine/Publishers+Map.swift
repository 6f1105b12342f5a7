/// Combine's `Publishers.Map` (`map`, `map(\.keyPath)`, `replaceNil(with:)`) and `Publishers.TryMap`
/// (`tryMap`: an error the closure throws fails the subscription and cancels the upstream): each value
/// through `transform`, completion passed on. Faithful.
extension Publishers {
    final class Map: Publisher {
        let upstream: any Publisher
        let transform: (Value) throws -> Value
        let isTrying: Bool

        init(upstream: any Publisher, transform: ScriptHandler) {
            self.upstream = upstream
            self.transform = transform.callAsFunction
            self.isTrying = false
        }

        init(upstream: any Publisher, isTrying: Bool, transform: @escaping (Value) throws -> Value) {
            self.upstream = upstream
            self.transform = transform
            self.isTrying = isTrying
        }

        var typeName: String { isTrying ? "Publishers.TryMap" : "Publishers.Map" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let transform = self.transform
            guard isTrying else {
                return try upstream.receive(subscriber: AnySubscriber(forwardingTo: subscriber) { value in
                    try subscriber.receiveValue(try transform(value))
                })
            }
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream) { value in
                if let output = try link.attempt({ try transform(value) }) { try link.send(output) }
            }
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
