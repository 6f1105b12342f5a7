/// Combine's `Publishers.Catch` (`catch { error in publisher }`), `Publishers.TryCatch` (the closure may throw:
/// its error fails the subscription) and `Publishers.ReplaceError` (`replaceError(with:)`: a catch that sends
/// one value and finishes): on a failure, the subscriber goes on with the publisher made from the error;
/// values before it and `.finished` pass on. Faithful.
extension Publishers {
    final class Catch: Publisher {
        let upstream: any Publisher
        let typeName: String
        let isTrying: Bool
        let handler: (Value) throws -> any Publisher

        init(upstream: any Publisher, typeName: String, isTrying: Bool = false, handler: @escaping (Value) throws -> any Publisher) {
            self.upstream = upstream
            self.typeName = typeName
            self.isTrying = isTrying
            self.handler = handler
        }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let handler = self.handler
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: link.send, receiveCompletion: { [isTrying] completion in
                guard case .failure(let error) = completion else { return try link.finish(completion) }
                let replacement: (any Publisher)?
                if isTrying { replacement = try link.attempt { try handler(error) } } else { replacement = try handler(error) }
                guard let replacement else { return }
                try link.subscribe(to: replacement, receiveValue: link.send)
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
