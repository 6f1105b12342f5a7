// Subjects and simple publishers: PassthroughSubject, CurrentValueSubject, Just, Empty, Fail, Future,
// Deferred, AnyPublisher, Record (values only), Publishers.Sequence and `.publisher` on sequences.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() {}
    public func send(_ input: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
    public func send(subscription: any Subscription) {}
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
    public func send(subscription: any Subscription) {}
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {}
}

extension Just: Equatable where Output: Equatable {}

public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public init(completeImmediately: Bool = true) {}
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {}
    public let completeImmediately: Bool = true
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
    public static func == (lhs: Empty, rhs: Empty) -> Bool { true }
}

public struct Fail<Output, Failure: Error>: Publisher {
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { self.error = failure }
    public let error: Failure
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {}
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

extension Future where Failure == Never {
    public var value: Output { get async { fatalError() } }
}

extension Future {
    public var value: Output { get async throws { fatalError() } }
}

public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {}
    public var description: String { "AnyPublisher" }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

public struct Record<Output, Failure: Error>: Publisher {
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {}
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

extension Publishers {
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {}
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Optional {
    public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }
    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?
        public init(_ output: Wrapped?) { self.output = output }
        public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {}
    }
}

extension Result {
    public var publisher: Result<Success, Failure>.Publisher { Publisher(self) }
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        public func receive<S: Subscriber>(subscriber: S) where Success == S.Input, Failure == S.Failure {}
    }
}
