/// Combine's `Publishers.CompactMap`: each value through `transform`; nil results are dropped, the rest
/// passed on unwrapped. `tryCompactMap` is left out.
extension Publishers {
    final class CompactMap: Publisher {
        let upstream: any Publisher
        let transform: ScriptHandler

        init(upstream: any Publisher, transform: ScriptHandler) {
            self.upstream = upstream
            self.transform = transform
        }

        var typeName: String { "Publishers.CompactMap" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            try upstream.receive(subscriber: AnySubscriber(forwardingTo: subscriber) { [transform] value in
                if let result = try transform(value).unwrapped { try subscriber.receiveValue(result) }
            })
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
