/// Combine's `Publishers.CollectByCount` (`collect(n)`): sends the values in arrays of `count`, and what is
/// left (if anything) when the upstream finishes; a failure passes on, dropping what is left. Faithful
/// (Apple: "emits ... an array of the remaining elements" at completion; none on failure).
extension Publishers {
    final class CollectByCount: Publisher {
        let upstream: any Publisher
        let count: Int

        init(upstream: any Publisher, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        var typeName: String { "Publishers.CollectByCount" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var buffer: [Value] = []
            let count = self.count
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: { value in
                buffer.append(value)
                guard buffer.count >= count else { return }
                let full = buffer
                buffer = []
                try link.send(.array(full))
            }, receiveCompletion: { completion in
                if case .finished = completion, !buffer.isEmpty { try link.send(.array(buffer)) }
                try link.finish(completion)
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
