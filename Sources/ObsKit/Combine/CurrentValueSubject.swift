/// Combine's `CurrentValueSubject<Output, Never>`: `send` stores the value first, then delivers it (unlike
/// `@Published`); a new subscriber gets the current value at once. Demand is left out.
final class CurrentValueSubject: Subject {
    private let subscribers = SubscriberList()
    private(set) var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var typeName: String { "CurrentValueSubject" }

    func send(_ value: Value) throws {
        guard subscribers.completion == nil else { return }
        self.value = value
        try subscribers.send(value)
    }

    func send(completion: Subscribers.Completion) throws {
        try subscribers.complete(completion)
    }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        guard let cancellable = try subscribers.subscribe(subscriber) else { return AnyCancellable {} }
        try subscriber.receiveValue(value)
        return cancellable
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "value": return value
        case "send": return sendMethod()
        default: return try operatorMember(name, interpreter: interpreter)
        }
    }

    /// `subject.value = x` is `send(x)`.
    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "value" else { return false }
        try send(value)
        return true
    }
}
