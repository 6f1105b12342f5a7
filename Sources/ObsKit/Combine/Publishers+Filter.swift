/// Combine's `Publishers.Filter` and `Publishers.TryFilter` (an error the closure throws fails the
/// subscription and cancels the upstream): passes on the values `isIncluded` accepts. Faithful.
extension Publishers {
    final class Filter: Publisher {
        let upstream: any Publisher
        let isIncluded: ScriptHandler
        let isTrying: Bool

        init(upstream: any Publisher, isIncluded: ScriptHandler, isTrying: Bool = false) {
            self.upstream = upstream
            self.isIncluded = isIncluded
            self.isTrying = isTrying
        }

        var typeName: String { isTrying ? "Publishers.TryFilter" : "Publishers.Filter" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let isIncluded = self.isIncluded
            guard isTrying else {
                return try upstream.receive(subscriber: AnySubscriber(forwardingTo: subscriber) { value in
                    if try isIncluded.test(value) { try subscriber.receiveValue(value) }
                })
            }
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream) { value in
                if try link.attempt({ try isIncluded.test(value) }) == true { try link.send(value) }
            }
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
