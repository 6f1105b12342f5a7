/// Combine's `Publishers.Scan` and `Publishers.TryScan` (`scan(initial) { partial, value in }`): sends each
/// new partial result, starting from `initialResult`; a `tryScan` closure's error fails the subscription.
/// Faithful; each subscription starts from `initialResult` again.
extension Publishers {
    final class Scan: Publisher {
        let upstream: any Publisher
        let initialResult: Value
        let nextPartialResult: ScriptHandler
        let isTrying: Bool

        init(upstream: any Publisher, initialResult: Value, nextPartialResult: ScriptHandler, isTrying: Bool) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
            self.isTrying = isTrying
        }

        var typeName: String { isTrying ? "Publishers.TryScan" : "Publishers.Scan" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var partial = initialResult
            let next = nextPartialResult
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream) { [isTrying] value in
                if isTrying {
                    guard let result = try link.attempt({ try next.call(partial, value) }) else { return }
                    partial = result
                } else {
                    partial = try next.call(partial, value)
                }
                try link.send(partial)
            }
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
