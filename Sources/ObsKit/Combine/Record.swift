/// Combine's `Record` (`Record(output: [1, 2], completion: .finished)`): sends its recorded values, then its
/// completion, to each subscriber as it subscribes. The recording closure form (`Record { recording in }`) is
/// left out.
final class Record: Publisher {
    let output: [Value]
    let completion: Subscribers.Completion

    init(output: [Value], completion: Subscribers.Completion) {
        self.output = output
        self.completion = completion
    }

    var typeName: String { "Record" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        try Publishers.send(output, then: completion, to: subscriber)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try operatorMember(name, interpreter: interpreter)
    }
}
