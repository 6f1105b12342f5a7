/// Combine's `AnyPublisher`: `eraseToAnyPublisher()` hides the upstream's type and forwards everything.
final class AnyPublisher: Publisher {
    private let upstream: any Publisher

    init(_ upstream: any Publisher) {
        self.upstream = upstream
    }

    var typeName: String { "AnyPublisher" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try upstream.receive(subscriber: subscriber)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try operatorMember(name, interpreter: interpreter)
    }
}
