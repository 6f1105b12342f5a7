/// Combine's `Publishers.ReplaceEmpty` (`replaceEmpty(with:)`): when the upstream finishes having sent no
/// value, sends `output` before finishing; values and failures otherwise pass on. Faithful.
extension Publishers {
    final class ReplaceEmpty: Publisher {
        let upstream: any Publisher
        let output: Value

        init(upstream: any Publisher, output: Value) {
            self.upstream = upstream
            self.output = output
        }

        var typeName: String { "Publishers.ReplaceEmpty" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var isEmpty = true
            let output = self.output
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: { value in
                isEmpty = false
                try link.send(value)
            }, receiveCompletion: { completion in
                if case .finished = completion, isEmpty { try link.send(output) }
                try link.finish(completion)
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
