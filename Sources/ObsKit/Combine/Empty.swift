/// Combine's `Empty` (`Empty()`, `Empty(completeImmediately: false)`, `Empty(outputType:failureType:)`): sends
/// no value; finishes each subscriber at once, or never when `completeImmediately` is false. Faithful.
final class Empty: Publisher {
    let completeImmediately: Bool

    init(completeImmediately: Bool) {
        self.completeImmediately = completeImmediately
    }

    var typeName: String { "Empty" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try Publishers.send([], then: completeImmediately ? .finished : nil, to: subscriber)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try name == "completeImmediately" ? .bool(completeImmediately) : operatorMember(name, interpreter: interpreter)
    }
}
