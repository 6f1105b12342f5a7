/// Combine's `Just`: delivers its one value to each subscriber as it subscribes, then finishes.
final class Just: Publisher {
    let output: Value

    init(_ output: Value) {
        self.output = output
    }

    var typeName: String { "Just" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try subscriber.receiveValue(output)
        try subscriber.receiveCompletion(.finished)
        return AnyCancellable {}
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "output" ? output : operatorMember(name, interpreter: interpreter)
    }
}
