/// Combine's `Publishers.Merge`, `Merge3`...`Merge8` and `MergeMany` (`merge(with:)`, `Publishers.Merge(a, b)`):
/// the values of all upstreams as they come; finishes once every upstream has finished, fails at the first
/// failure (cancelling the others). Faithful.
extension Publishers {
    final class Merge: Publisher {
        let upstreams: [any Publisher]
        let typeName: String

        init(_ upstreams: [any Publisher], typeName: String? = nil) {
            self.upstreams = upstreams
            self.typeName = typeName ?? (upstreams.count == 2 ? "Publishers.Merge" : "Publishers.Merge\(upstreams.count)")
        }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var unfinished = upstreams.count
            let link = OperatorLink(subscriber)
            link.announce()
            for upstream in upstreams {
                try link.subscribe(to: upstream, receiveValue: link.send, receiveCompletion: { completion in
                    guard case .finished = completion else { return try link.finish(completion) }
                    unfinished -= 1
                    if unfinished == 0 { try link.finish(.finished) }
                })
            }
            if upstreams.isEmpty { try link.finish(.finished) }
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
