/// Combine's `Publishers.SwitchToLatest` (`switchToLatest()` on a publisher of publishers): subscribes to each
/// new inner publisher, cancelling the one before, and sends the values of the current one; finishes once the
/// upstream and the current inner publisher have finished, fails at the first failure. Faithful.
extension Publishers {
    final class SwitchToLatest: Publisher {
        let upstream: any Publisher

        init(upstream: any Publisher) {
            self.upstream = upstream
        }

        var typeName: String { "Publishers.SwitchToLatest" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            final class Current { var id = 0; var cancel: (() -> Void)?; var isRunning = false }
            let current = Current()
            var upstreamFinished = false
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: { value in
                guard case .native(let inner as any Publisher) = value else {
                    throw ObsDiagnostic(.runtime, "switchToLatest() needs a publisher of publishers, got a '\(value.typeName)'", at: nil)
                }
                current.cancel?()
                current.id += 1
                let id = current.id
                current.isRunning = true
                let cancel = try link.subscribe(to: inner, receiveValue: { value in
                    if current.id == id { try link.send(value) }
                }, receiveCompletion: { completion in
                    guard current.id == id else { return }
                    guard case .finished = completion else { return try link.finish(completion) }
                    current.isRunning = false
                    if upstreamFinished { try link.finish(.finished) }
                })
                if current.id == id { current.cancel = cancel }
            }, receiveCompletion: { completion in
                guard case .finished = completion else { return try link.finish(completion) }
                upstreamFinished = true
                if !current.isRunning { try link.finish(.finished) }
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
