/// Combine's `Publishers.Sequence` (`[1, 2, 3].publisher`, `(1...3).publisher`, `Publishers.Sequence(sequence:)`):
/// sends each element to a subscriber as it subscribes, then finishes; a subscriber that cancels mid-way
/// (`first()`, `prefix(2)`) stops it. The elements are taken when the publisher is made (arrays, sets,
/// dictionaries, ranges; Swift's are walked lazily). `Just`, `Fail`, `Empty` and `Record` send the same way.
extension Publishers {
    final class Sequence: Publisher {
        let elements: [Value]
        /// How Combine's subscription describes itself (`print` shows `receive subscription: ([1, 2, 3])`).
        let elementsDescription: String

        init(elements: [Value], description: String) {
            self.elements = elements
            self.elementsDescription = description
        }

        var typeName: String { "Publishers.Sequence" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            try Publishers.send(elements, then: .finished, to: subscriber)
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try name == "sequence" ? .array(elements) : operatorMember(name, interpreter: interpreter)
        }
    }

    /// Sends `values`, then `completion` (none: the subscription stays open), to a subscriber that has just
    /// subscribed, stopping if it cancels; returns its subscription.
    static func send(_ values: [Value], then completion: Subscribers.Completion?, to subscriber: AnySubscriber) throws -> AnyCancellable {
        final class Flag { var isCancelled = false }
        let flag = Flag()
        let subscription = AnyCancellable { flag.isCancelled = true }
        subscriber.receiveSubscription(subscription)
        for value in values {
            guard !flag.isCancelled else { return subscription }
            try subscriber.receiveValue(value)
        }
        if let completion, !flag.isCancelled {
            flag.isCancelled = true
            try subscriber.receiveCompletion(completion)
        }
        return subscription
    }
}
