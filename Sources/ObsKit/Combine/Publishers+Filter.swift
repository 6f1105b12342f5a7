/// Combine's `Publishers.Filter`: passes on the values `isIncluded` accepts. `tryFilter` is left out.
extension Publishers {
    final class Filter: Publisher {
        let upstream: any Publisher
        let isIncluded: ScriptHandler

        init(upstream: any Publisher, isIncluded: ScriptHandler) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        var typeName: String { "Publishers.Filter" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            try upstream.receive(subscriber: AnySubscriber(forwardingTo: subscriber) { [isIncluded] value in
                if try isIncluded.test(value) { try subscriber.receiveValue(value) }
            })
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            operatorMember(name, interpreter: interpreter)
        }
    }
}
