/// The live subscribers of a subject, in subscription order, and whether the subject has completed (the
/// part of OpenCombine's subject conduits that lessons see). Not an Apple type.
final class SubscriberList {
    private var entries: [(id: Int, subscriber: AnySubscriber)] = []
    private var nextID = 0
    /// How the subject completed, if it did: nothing is delivered after it.
    private(set) var completion: Subscribers.Completion?

    var count: Int { entries.count }

    /// Where each live subscriber was made, when script code made it (`sink at file:line`), for `:subs`.
    var origins: [String] { entries.map { $0.subscriber.origin ?? "a subscriber" } }

    /// Adds `subscriber` and hands it its subscription, which removes it.
    func add(_ subscriber: AnySubscriber) -> AnyCancellable {
        nextID += 1
        let id = nextID
        entries.append((id, subscriber))
        let subscription = AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
        subscriber.receiveSubscription(subscription)
        return subscription
    }

    /// A new subscriber of a subject: added, or, once the subject has completed, given the completion at
    /// once (nil then: nothing to cancel, nothing more will come).
    func subscribe(_ subscriber: AnySubscriber) throws -> AnyCancellable? {
        if let completion {
            subscriber.receiveSubscription(AnyCancellable {})
            try subscriber.receiveCompletion(completion)
            return nil
        }
        return add(subscriber)
    }

    /// Delivers to the subscribers present now that are still subscribed when their turn comes (a
    /// receiver may cancel another, or subscribe a new one that must not get this value).
    func send(_ value: Value) throws {
        guard completion == nil else { return }
        for entry in entries where entries.contains(where: { $0.id == entry.id }) {
            try entry.subscriber.receiveValue(value)
        }
    }

    /// Completes every subscriber and forgets them all (once: a second completion is ignored).
    func complete(_ completion: Subscribers.Completion) throws {
        guard self.completion == nil else { return }
        self.completion = completion
        let finished = entries
        entries = []
        for entry in finished { try entry.subscriber.receiveCompletion(completion) }
    }
}
