/// Combine's `PassthroughSubject<Output, Never>`: no current value; values sent with no subscriber are
/// lost; nothing is delivered after completion. Faithful for `Failure == Never`; demand is left out.
final class PassthroughSubject: Subject {
    private let subscribers = SubscriberList()
    private var completion: Subscribers.Completion?

    var typeName: String { "PassthroughSubject" }

    func send(_ value: Value) throws {
        guard completion == nil else { return }
        try subscribers.send(value)
    }

    func send(completion: Subscribers.Completion) throws {
        guard self.completion == nil else { return }
        self.completion = completion
        try subscribers.complete(completion)
    }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        if let completion {
            try subscriber.receiveCompletion(completion)
            return AnyCancellable {}
        }
        return subscribers.add(subscriber)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "send" ? sendMethod() : operatorMember(name, interpreter: interpreter)
    }
}
