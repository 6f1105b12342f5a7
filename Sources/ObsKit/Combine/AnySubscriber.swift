/// Combine's `AnySubscriber`: a subscriber made of closures. Demand is left out (always unlimited).
final class AnySubscriber {
    let receiveValue: (Value) throws -> Void
    let receiveCompletion: (Subscribers.Completion) throws -> Void
    /// Combine's `receive(subscription:)`: a publisher that may send while `receive(subscriber:)` runs
    /// (a sequence, `Just`, a subject's current value) hands over its cancel first, so a subscriber that has
    /// had enough (`first()`, `prefix(2)`, a failed `tryMap`) stops it mid-way. Publishers that send only
    /// later need not call it: the cancellable `receive(subscriber:)` returns does the same.
    var receiveSubscription: (AnyCancellable) -> Void = { _ in }
    /// Where script code made the subscription (`sink at lesson.swift:12`), for `:subs`; operators
    /// pass it upstream.
    var origin: String?

    init(receiveValue: @escaping (Value) throws -> Void,
         receiveCompletion: @escaping (Subscribers.Completion) throws -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    /// A subscriber that passes the subscription and completion on to `downstream` and values through
    /// `receiveValue`.
    convenience init(forwardingTo downstream: AnySubscriber, receiveValue: @escaping (Value) throws -> Void) {
        self.init(receiveValue: receiveValue, receiveCompletion: downstream.receiveCompletion)
        receiveSubscription = downstream.receiveSubscription
        origin = downstream.origin
    }
}
