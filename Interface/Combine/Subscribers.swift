// Subscribers.Sink and Subscribers.Assign, and the operators that make them: sink (with and without
// a completion), assign(to:on:). assign(to: &$x) is in Observable.swift.
extension Subscribers {
    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        final public let receiveValue: (Input) -> Void
        final public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveValue = receiveValue
            self.receiveCompletion = receiveCompletion
        }
        final public func receive(subscription: any Subscription) {}
        final public func receive(_ value: Input) -> Subscribers.Demand { .none }
        final public func receive(completion: Subscribers.Completion<Failure>) {}
        final public func cancel() {}
    }

    final public class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        final public private(set) var object: Root?
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }
        final public func receive(subscription: any Subscription) {}
        final public func receive(_ value: Input) -> Subscribers.Demand { .none }
        final public func receive(completion: Subscribers.Completion<Never>) {}
        final public func cancel() {}
    }
}

extension Publisher {
    public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
                     receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        AnyCancellable {}
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable { AnyCancellable {} }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        AnyCancellable {}
    }
}
