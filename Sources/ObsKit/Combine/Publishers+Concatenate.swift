/// Combine's `Publishers.Concatenate` (`prepend(...)`, `append(...)`, with values or a publisher): all of the
/// prefix's values, then, once it has finished, the suffix's; a failure of the prefix ends it there. Faithful.
extension Publishers {
    final class Concatenate: Publisher {
        let prefix: any Publisher
        let suffix: any Publisher

        init(prefix: any Publisher, suffix: any Publisher) {
            self.prefix = prefix
            self.suffix = suffix
        }

        var typeName: String { "Publishers.Concatenate" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let suffix = self.suffix
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: prefix, receiveValue: link.send, receiveCompletion: { completion in
                guard case .finished = completion else { return try link.finish(completion) }
                try link.subscribe(to: suffix, receiveValue: link.send)
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
