// The object wrappers and the environment: StateObject, ObservedObject (+ Wrapper), EnvironmentObject,
// Environment (key paths, and @Observable types by type), EnvironmentKey, EnvironmentValues' subscript,
// the @Entry macro and the other keyed values it serves (Transaction, FocusedValues, ContainerValues).
// The environment's values themselves are in EnvironmentValues.swift.
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@MainActor @propertyWrapper @frozen @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    @MainActor @preconcurrency public var wrappedValue: ObjectType
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@MainActor @frozen @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    public init() {}
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
    @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
    public var wrappedValue: Value { fatalError() }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
    public var description: String { "" }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View { self }
}

// @Entry: implemented by Interface/SwiftUIMacros (a plugin built from the toolchain's swift-syntax).
@attached(accessor, names: named(get), named(set)) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

// @Previewable: a dynamic property declared in a #Preview body (implemented by Interface/SwiftUIMacros).
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

extension Transaction {
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
}

public protocol FocusedValueKey {
    associatedtype Value
}

extension FocusedValues {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public var wrappedValue: Value? { nil }
}

public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct ContainerValues {
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { fatalError() }
        set {}
    }
}
