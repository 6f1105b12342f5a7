// Core protocols: Publisher, Subscriber, Subscription, Cancellable, AnyCancellable, Subject,
// ConnectablePublisher, Subscribers.Completion/Demand. Leaves out CombineIdentifier's internals.
@_exported import Foundation

public protocol Cancellable {
    func cancel()
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    public init() {}
    public init(_ obj: AnyObject) {}
    public var description: String { "" }
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    public func receive() -> Subscribers.Demand { .none }
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input
}

extension Publisher {
    public func subscribe<S: Subscriber>(_ subscriber: S) where Failure == S.Failure, Output == S.Input {}
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        AnyCancellable {}
    }
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() {}
}

public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

public final class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public init<C: Cancellable>(_ canceller: C) {}
    public func cancel() {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) {}
    final public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {}
    final public func store(in set: inout Set<AnyCancellable>) {}
}

extension Cancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {}
    public func store(in set: inout Set<AnyCancellable>) {}
}

public enum Subscribers {}

extension Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        public static let unlimited = Demand()
        public static let none = Demand()
        public static func max(_ value: Int) -> Demand { Demand() }
        public var max: Int? { nil }
        public var description: String { "" }
        public static func < (lhs: Demand, rhs: Demand) -> Bool { false }
        public static func + (lhs: Demand, rhs: Demand) -> Demand { lhs }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs }
        public static func += (lhs: inout Demand, rhs: Demand) {}
        public static func += (lhs: inout Demand, rhs: Int) {}
        public static func - (lhs: Demand, rhs: Demand) -> Demand { lhs }
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs }
        public static func -= (lhs: inout Demand, rhs: Int) {}
        public static func * (lhs: Demand, rhs: Int) -> Demand { lhs }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable {}

public enum Subscriptions {
    public static var empty: any Subscription { _EmptySubscription() }
}

final class _EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
