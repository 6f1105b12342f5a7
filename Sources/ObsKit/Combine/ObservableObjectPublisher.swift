/// Combine's `ObservableObjectPublisher`: `send()` delivers `()` to each live subscription in
/// subscription order; it never completes. Faithful in what lessons see; demand and thread hops are left out.
public final class ObservableObjectPublisher: Publisher {
    private var subscriptions: [(id: Int, receive: () throws -> Void)] = []
    private var nextID = 0
    public let id: Int

    init(id: Int) {
        self.id = id
    }

    public var typeName: String { "ObservableObjectPublisher" }

    /// Subscribes `receive`; the subscription lasts until the returned cancellable is cancelled or released.
    func subscribe(_ receive: @escaping () throws -> Void) -> AnyCancellable {
        nextID += 1
        let subscriptionID = nextID
        subscriptions.append((subscriptionID, receive))
        return AnyCancellable { [weak self] in
            self?.subscriptions.removeAll { $0.id == subscriptionID }
        }
    }

    public var subscriberCount: Int { subscriptions.count }

    public func send() throws {
        // A receiver may cancel or add subscriptions while we deliver: deliver to those present now
        // that are still subscribed when their turn comes.
        for subscription in subscriptions where subscriptions.contains(where: { $0.id == subscription.id }) {
            try subscription.receive()
        }
    }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        subscribe { try subscriber.receiveValue(.void) }
    }

    public func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "send" else { return operatorMember(name, interpreter: interpreter) }
        return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in try send(); return .void })
    }
}
