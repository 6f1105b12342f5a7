// A stand-in for the shipped interface, for bench/typecheck only: just enough SwiftUI for its sessions.
@_exported import Combine
@_exported import Foundation
@_exported import Observation

public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ c: C) -> C { c }
    public static func buildBlock<each C: View>(_ c: repeat each C) -> TupleView<(repeat each C)> { TupleView((repeat each c)) }
    public static func buildOptional<C: View>(_ c: C?) -> C? { c }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<T: View, F: View>: View {
    public var body: Never { fatalError() }
}

public struct Text: View {
    public init(_ s: String) {}
    public init<S: StringProtocol>(_ s: S) {}
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {}
}

public struct VStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@propertyWrapper
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
}

@propertyWrapper
public struct State<Value> {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public init(wrappedValue: ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
}
