/// Combine's `Fail` (`Fail(error:)`, `Fail(outputType:failure:)`): fails each subscriber at once with its
/// error, sending no value. Faithful.
final class Fail: Publisher {
    let error: Value

    init(error: Value) {
        self.error = error
    }

    var typeName: String { "Fail" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try Publishers.send([], then: .failure(error), to: subscriber)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try name == "error" ? error : operatorMember(name, interpreter: interpreter)
    }
}
