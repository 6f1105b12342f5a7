// A stand-in for the shipped interface, for bench/typecheck only: just enough Combine for its sessions.
@_exported import Foundation

public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

public final class AnyCancellable: Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public func cancel() {}
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { storage = wrappedValue }
    var storage: Value
    public var wrappedValue: Value {
        get { storage }
        set { storage = newValue }
    }
    public struct Publisher {
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable { AnyCancellable {} }
    }
    public var projectedValue: Publisher { Publisher() }
}
