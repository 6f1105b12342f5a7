/// Combine's `Publishers.MapError` (`mapError { error in ... }`): a failure's error through `transform`;
/// values and `.finished` pass on. Faithful.
extension Publishers {
    final class MapError: Publisher {
        let upstream: any Publisher
        let transform: ScriptHandler

        init(upstream: any Publisher, transform: ScriptHandler) {
            self.upstream = upstream
            self.transform = transform
        }

        var typeName: String { "Publishers.MapError" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let transform = self.transform
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: link.send, receiveCompletion: { completion in
                guard case .failure(let error) = completion else { return try link.finish(completion) }
                try link.finish(.failure(try transform(error)))
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
