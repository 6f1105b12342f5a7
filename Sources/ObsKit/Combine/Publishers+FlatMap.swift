/// Combine's `Publishers.FlatMap` (`flatMap { value in publisher }`): subscribes to the publisher made from
/// each value and sends the values of all of them as they come; finishes once the upstream and every inner
/// publisher have finished, fails at the first failure. `maxPublishers` other than `.unlimited` is left out
/// (it limits demand, which ObsREPL does not model).
extension Publishers {
    final class FlatMap: Publisher {
        let upstream: any Publisher
        let transform: ScriptHandler

        init(upstream: any Publisher, transform: ScriptHandler) {
            self.upstream = upstream
            self.transform = transform
        }

        var typeName: String { "Publishers.FlatMap" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var running = 0
            var upstreamFinished = false
            let transform = self.transform
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: { value in
                running += 1
                try link.subscribe(to: try Publishers.publisher(try transform(value), transform), receiveValue: link.send, receiveCompletion: { completion in
                    guard case .finished = completion else { return try link.finish(completion) }
                    running -= 1
                    if upstreamFinished && running == 0 { try link.finish(.finished) }
                })
            }, receiveCompletion: { completion in
                guard case .finished = completion else { return try link.finish(completion) }
                upstreamFinished = true
                if running == 0 { try link.finish(.finished) }
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
