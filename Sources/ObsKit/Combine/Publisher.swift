/// Combine's `Publisher` for interpreter values: `Output` and `Failure` are dynamic, demand and
/// `receive(subscription:)` are left out (every subscriber asks for `.unlimited`, as `sink` and `assign` do).
protocol Publisher: NativeObject {
    /// Attaches `subscriber` (Combine's `receive(subscriber:)`). Values may arrive before this returns;
    /// the result ends the subscription.
    func receive(subscriber: AnySubscriber) throws -> AnyCancellable
}

extension Publisher {
    /// How the subscription describes itself, as `print()` shows it (`receive subscription: (Just)`): the
    /// type's name without `Publishers.`, the sequence itself for a sequence's publisher.
    var subscriptionDescription: String {
        if let sequence = self as? Publishers.Sequence { return sequence.elementsDescription }
        return typeName.hasPrefix("Publishers.") ? String(typeName.dropFirst("Publishers.".count)) : typeName
    }
}
