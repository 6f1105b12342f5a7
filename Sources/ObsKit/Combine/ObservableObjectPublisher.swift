/// Combine's `ObservableObjectPublisher`: `send()` delivers `()` to each live subscription in
/// subscription order; it never completes. Faithful in what lessons see; demand and thread hops are left out.
final class ObservableObjectPublisher: Publisher {
    /// `origin` nil: a view box's subscription; else where script code made it.
    private var subscriptions: [(id: Int, origin: String?, receive: () throws -> Void)] = []
    private var nextID = 0
    /// Subscriptions made and cancelled by script code (`sink`, `assign`), not by view boxes: `:subs`
    /// shows them, since churn there is a cost views never see.
    private(set) var scriptSubscriptionsMade = 0
    private(set) var scriptSubscriptionsCancelled = 0
    let id: Int

    init(id: Int) {
        self.id = id
    }

    var typeName: String { "ObservableObjectPublisher" }

    /// Subscribes `receive`; the subscription lasts until the returned cancellable is cancelled or released.
    func subscribe(origin: String?, _ receive: @escaping () throws -> Void) -> AnyCancellable {
        nextID += 1
        let subscriptionID = nextID
        subscriptions.append((subscriptionID, origin, receive))
        if origin != nil { scriptSubscriptionsMade += 1 }
        return AnyCancellable { [weak self] in
            guard let self, let index = subscriptions.firstIndex(where: { $0.id == subscriptionID }) else { return }
            if subscriptions[index].origin != nil { scriptSubscriptionsCancelled += 1 }
            subscriptions.remove(at: index)
        }
    }

    /// Where script code made each live subscription, in subscription order.
    var scriptSubscriberOrigins: [String] { subscriptions.compactMap(\.origin) }

    var subscriberCount: Int { subscriptions.count }

    func send() throws {
        // A receiver may cancel or add subscriptions while we deliver: deliver to those present now
        // that are still subscribed when their turn comes.
        for subscription in subscriptions where subscriptions.contains(where: { $0.id == subscription.id }) {
            try subscription.receive()
        }
    }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        subscribe(origin: subscriber.origin ?? "script code") { try subscriber.receiveValue(.void) }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "send" else { return try operatorMember(name, interpreter: interpreter) }
        return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in try send(); return .void })
    }
}
