/// Combine's `Publishers.CombineLatest`, `CombineLatest3`, `CombineLatest4` (`combineLatest(_:)`, with or without
/// a transform, `Publishers.CombineLatest(a, b)`): once every upstream has sent a value, each new value sends a
/// tuple of the latest value of each; finishes when all upstreams have finished, fails at the first failure.
/// Faithful (Apple: "All upstream publishers need to finish for this publisher to finish").
extension Publishers {
    final class CombineLatest: Publisher {
        let upstreams: [any Publisher]
        let transform: ScriptHandler?

        init(_ upstreams: [any Publisher], transform: ScriptHandler?) {
            self.upstreams = upstreams
            self.transform = transform
        }

        var typeName: String { upstreams.count == 2 ? "Publishers.CombineLatest" : "Publishers.CombineLatest\(upstreams.count)" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var latest = Array(repeating: Value?.none, count: upstreams.count)
            var unfinished = upstreams.count
            let transform = self.transform
            let link = OperatorLink(subscriber)
            link.announce()
            for (index, upstream) in upstreams.enumerated() {
                try link.subscribe(to: upstream, receiveValue: { value in
                    latest[index] = value
                    let elements = latest.compactMap { $0 }
                    guard elements.count == latest.count else { return }
                    try link.send(try transform.map { try $0.call(elements) } ?? .tuple(TupleValue(elements: elements, labels: elements.map { _ in nil })))
                }, receiveCompletion: { completion in
                    guard case .finished = completion else { return try link.finish(completion) }
                    unfinished -= 1
                    if unfinished == 0 { try link.finish(.finished) }
                })
            }
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
