/// Combine's `ObservableObjectPublisher`: `send()` delivers to each live subscription in subscription
/// order. Faithful in what lessons see; demand, completion and thread hops are left out.
public final class ObservableObjectPublisher {
    private var subscriptions: [(id: Int, receive: () -> Void)] = []
    private var nextID = 0
    public let id: Int

    init(id: Int) {
        self.id = id
    }

    /// Subscribes `receive`; the subscription lasts until the returned cancellable is cancelled or released.
    func subscribe(_ receive: @escaping () -> Void) -> AnyCancellable {
        nextID += 1
        let subscriptionID = nextID
        subscriptions.append((subscriptionID, receive))
        return AnyCancellable { [weak self] in
            self?.subscriptions.removeAll { $0.id == subscriptionID }
        }
    }

    public var subscriberCount: Int { subscriptions.count }

    public func send() {
        // A receiver may cancel or add subscriptions while we deliver: deliver to those present now.
        for subscription in subscriptions { subscription.receive() }
    }
}
