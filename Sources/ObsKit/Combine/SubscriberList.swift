/// The live subscribers of a subject, in subscription order (the part of OpenCombine's subject conduits
/// that lessons see). Not an Apple type.
final class SubscriberList {
    private var entries: [(id: Int, subscriber: AnySubscriber)] = []
    private var nextID = 0

    var count: Int { entries.count }

    /// Adds `subscriber`; the result removes it.
    func add(_ subscriber: AnySubscriber) -> AnyCancellable {
        nextID += 1
        let id = nextID
        entries.append((id, subscriber))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Delivers to the subscribers present now that are still subscribed when their turn comes (a
    /// receiver may cancel another, or subscribe a new one that must not get this value).
    func send(_ value: Value) throws {
        for entry in entries where entries.contains(where: { $0.id == entry.id }) {
            try entry.subscriber.receiveValue(value)
        }
    }

    /// Completes every subscriber and forgets them all.
    func complete(_ completion: Subscribers.Completion) throws {
        let finished = entries
        entries = []
        for entry in finished { try entry.subscriber.receiveCompletion(completion) }
    }
}
