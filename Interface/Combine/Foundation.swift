// Foundation's Combine publishers (on Apple declared by Foundation itself): Timer.publish +
// autoconnect, NotificationCenter.Publisher, URLSession.DataTaskPublisher, decode/encode with
// TopLevelDecoder/TopLevelEncoder (JSON and property lists), and NotificationCenter.notifications(named:),
// its async sequence. Leaves out KVO publishers.
import FoundationNetworking

extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    final public class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        final public let interval: TimeInterval
        final public let tolerance: TimeInterval? = nil
        final public let runLoop: RunLoop
        final public let mode: RunLoop.Mode
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval; self.runLoop = runLoop; self.mode = mode
        }
        final public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {}
        final public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

extension NotificationCenter {
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center; self.name = name; self.object = object
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {}
    }

    /// The notifications posted from now on, as an async sequence (iOS 15).
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Notifications {
        Notifications()
    }

    public final class Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        public struct Iterator: AsyncIteratorProtocol {
            public mutating func next() async -> Notification? { nil }
        }
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }
}

extension URLSession {
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher { DataTaskPublisher() }
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher { DataTaskPublisher() }

    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public func receive<S: Subscriber>(subscriber: S) where S.Input == (data: Data, response: URLResponse), S.Failure == URLError {}
    }
}

public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Self.Input) throws -> T
}

public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Self.Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
        where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {}
    }
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Failure = Error
        public typealias Output = Coder.Output
        public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == Error {}
    }
}

extension Publisher {
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input { fatalError() }
}

extension Publisher where Output: Encodable {
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> { fatalError() }
}
