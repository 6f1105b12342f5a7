/// Combine's `Publishers.Map`: each value through `transform`, completion passed on. `tryMap` is left out.
extension Publishers {
    final class Map: Publisher {
        let upstream: any Publisher
        let transform: ScriptHandler

        init(upstream: any Publisher, transform: ScriptHandler) {
            self.upstream = upstream
            self.transform = transform
        }

        var typeName: String { "Publishers.Map" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            try upstream.receive(subscriber: AnySubscriber(forwardingTo: subscriber) { [transform] value in
                try subscriber.receiveValue(try transform(value))
            })
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            operatorMember(name, interpreter: interpreter)
        }
    }
}
