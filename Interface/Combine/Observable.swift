// ObservableObject and @Published: the protocol, its default publisher, and the wrapper that only
// classes may use (its `wrappedValue` is unavailable, as on Apple; classes go through the
// enclosing-instance subscript). Observation's @Observable is the toolchain's own module.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set {}
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set {}
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {}
    }
}

extension Publisher where Failure == Never {
    public func assign(to published: inout Published<Output>.Publisher) {}
}
