/// Combine's `AnySubscriber`: a subscriber made of closures. Demand and `receive(subscription:)` are left out.
final class AnySubscriber {
    let receiveValue: (Value) throws -> Void
    let receiveCompletion: (Subscribers.Completion) throws -> Void
    /// Where script code made the subscription (`sink at lesson.swift:12`), for `:subs`; operators
    /// pass it upstream.
    var origin: String?

    init(receiveValue: @escaping (Value) throws -> Void,
         receiveCompletion: @escaping (Subscribers.Completion) throws -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    /// A subscriber that passes completion on to `downstream` and values through `receiveValue`.
    convenience init(forwardingTo downstream: AnySubscriber, receiveValue: @escaping (Value) throws -> Void) {
        self.init(receiveValue: receiveValue, receiveCompletion: downstream.receiveCompletion)
        origin = downstream.origin
    }
}
