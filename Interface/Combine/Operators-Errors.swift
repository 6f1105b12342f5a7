// Failure and nesting operators: mapError, setFailureType, replaceError, catch, tryCatch, retry,
// assertNoFailure, flatMap, switchToLatest, share, and `values` for `for await`.
extension Publishers {
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {}
    }
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {}
    }
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {}
    }
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, Upstream.Output == S.Input {}
    }
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {}
    }
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {}
    }
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {}
    }
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {}
    }
    final public class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> { fatalError() }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> { fatalError() }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
        where Output == P.Output { fatalError() }
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
        where Output == P.Output { fatalError() }
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { fatalError() }
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> { fatalError() }
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure { fatalError() }
    public func share() -> Publishers.Share<Self> { fatalError() }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> { fatalError() }
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> { fatalError() }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { fatalError() }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { fatalError() }
}

public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public init(_ publisher: P) {}
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { nil }
    }
    public func makeAsyncIterator() -> Iterator { Iterator() }
}

public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    public init(_ publisher: P) {}
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async throws -> P.Output? { nil }
    }
    public func makeAsyncIterator() -> Iterator { Iterator() }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
