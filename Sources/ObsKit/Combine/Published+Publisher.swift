/// Combine's `Published<Value>.Publisher` (`$x`): on subscribe it replays the current value; then each
/// new value arrives before it is stored (rules §6). It never completes (the object owning it would
/// have to die, and then nothing can observe the subscriber).
final class PublishedPublisher: Publisher {
    let box: PublishedBox
    /// The object whose `objectWillChange` a write through `assign(to: &$x)` sends.
    weak var owner: ScriptObject?

    init(box: PublishedBox, owner: ScriptObject?) {
        self.box = box
        self.owner = owner
    }

    var typeName: String { "Published<\(box.value.typeName)>.Publisher" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        let subscription = box.subscribers.add(subscriber)
        try subscriber.receiveValue(box.value)
        return subscription
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try operatorMember(name, interpreter: interpreter)
    }
}
