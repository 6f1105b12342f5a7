/// Combine's `PassthroughSubject<Output, Never>`: no current value; values sent with no subscriber are
/// lost; nothing is delivered after completion. Faithful for `Failure == Never`; demand is left out.
final class PassthroughSubject: Subject {
    private let subscribers = SubscriberList()

    var typeName: String { "PassthroughSubject" }

    func send(_ value: Value) throws {
        try subscribers.send(value)
    }

    func send(completion: Subscribers.Completion) throws {
        try subscribers.complete(completion)
    }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try subscribers.subscribe(subscriber) ?? AnyCancellable {}
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try name == "send" ? sendMethod() : operatorMember(name, interpreter: interpreter)
    }
}
