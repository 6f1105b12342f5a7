/// Combine's `Just`: delivers its one value to each subscriber as it subscribes, then finishes. Faithful.
final class Just: Publisher {
    let output: Value

    init(_ output: Value) {
        self.output = output
    }

    var typeName: String { "Just" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try Publishers.send([output], then: .finished, to: subscriber)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try name == "output" ? output : operatorMember(name, interpreter: interpreter)
    }
}
