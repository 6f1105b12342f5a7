/// Combine's `Publishers.Reduce` and the operators that are reductions: `reduce`, `tryReduce`, `count()`
/// (`Publishers.Count`), `collect()` (`Publishers.Collect`), `last()`, `last(where:)`, `min()`, `max()`,
/// `min(by:)`, `max(by:)` (`Publishers.Comparison`). Each folds the values as they come and sends the result
/// once, when the upstream finishes (nothing when there was nothing to fold and no initial result: `last()`,
/// `min()` of no value); a failure passes on without it. A `try` closure's error fails the subscription.
/// Faithful (Apple documents each as waiting for the upstream to finish).
extension Publishers {
    final class Reduce: Publisher {
        let upstream: any Publisher
        let typeName: String
        let initialResult: Value?
        /// The next partial result from the last (nil before the first value when there is no initial result).
        let combine: (Value?, Value) throws -> Value?
        let isTrying: Bool

        init(upstream: any Publisher, typeName: String, initialResult: Value?, isTrying: Bool = false,
             combine: @escaping (Value?, Value) throws -> Value?) {
            self.upstream = upstream
            self.typeName = typeName
            self.initialResult = initialResult
            self.isTrying = isTrying
            self.combine = combine
        }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var partial = initialResult
            let combine = self.combine
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: { [isTrying] value in
                if isTrying {
                    guard let result = try link.attempt({ try combine(partial, value) }) else { return }
                    partial = result
                } else {
                    partial = try combine(partial, value)
                }
            }, receiveCompletion: { completion in
                if case .finished = completion, let partial { try link.send(partial) }
                try link.finish(completion)
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
