/// Combine's `Publisher` for interpreter values: `Output` and `Failure` are dynamic, demand and
/// `receive(subscription:)` are left out (every subscriber asks for `.unlimited`, as `sink` and `assign` do).
protocol Publisher: NativeObject {
    /// Attaches `subscriber` (Combine's `receive(subscriber:)`). Values may arrive before this returns;
    /// the result ends the subscription.
    func receive(subscriber: AnySubscriber) throws -> AnyCancellable
}
