/// Combine's `Deferred` (`Deferred { publisher }`): runs its closure for each new subscriber, which then
/// subscribes to the publisher the closure made. Faithful.
final class Deferred: Publisher {
    let createPublisher: ScriptHandler

    init(createPublisher: ScriptHandler) {
        self.createPublisher = createPublisher
    }

    var typeName: String { "Deferred" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try Publishers.publisher(try createPublisher(.void), createPublisher).receive(subscriber: subscriber)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try name == "createPublisher" ? createPublisher.function : operatorMember(name, interpreter: interpreter)
    }
}
