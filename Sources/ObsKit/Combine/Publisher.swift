/// Combine's `Publisher` for interpreter values: `Output` and `Failure` are dynamic, demand and
/// `receive(subscription:)` are left out (every subscriber asks for `.unlimited`, as `sink` and `assign` do).
protocol Publisher: NativeObject {
    /// Attaches `subscriber` (Combine's `receive(subscriber:)`). Values may arrive before this returns;
    /// the result ends the subscription.
    func receive(subscriber: AnySubscriber) throws -> AnyCancellable
}

extension Publisher {
    /// Whether `onReceive`, given `other` by an update in place of this publisher, keeps its subscription. SwiftUI
    /// compares the two as values (`compareValues`): Combine's classes (subjects, `Future`, a timer, the object's
    /// `objectWillChange`) by identity, `$x` by the property it publishes, `Just` by its value. An operator chain made
    /// anew in the body (a struct in Combine) is taken as the same when it is of the same kind: ObsREPL does not
    /// compare its parts (its closures, which Swift compares by their code and context).
    func keepsSubscription(for other: any Publisher) -> Bool {
        switch (self, other) {
        case (let a as PublishedPublisher, let b as PublishedPublisher): return a.box === b.box
        case (let a as Just, let b as Just): return Equality.compareValues(a.output, b.output)
        case (is Subject, _), (is Future, _), (is TimerPublisher, _), (is ObservableObjectPublisher, _), (is AnyPublisher, _):
            return self === other
        default: return typeName == other.typeName
        }
    }

    /// How the subscription describes itself, as `print()` shows it (`receive subscription: (Just)`): the
    /// type's name without `Publishers.`, the sequence itself for a sequence's publisher.
    var subscriptionDescription: String {
        if let sequence = self as? Publishers.Sequence { return sequence.elementsDescription }
        return typeName.hasPrefix("Publishers.") ? String(typeName.dropFirst("Publishers.".count)) : typeName
    }
}
