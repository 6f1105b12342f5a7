// Gestures: the Gesture protocol, TapGesture, SpatialTapGesture, LongPressGesture, DragGesture,
// MagnifyGesture/MagnificationGesture, RotateGesture/RotationGesture, onChanged/onEnded/updating/map,
// composition, and gesture/onTapGesture/onLongPressGesture modifiers.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var body: Never { fatalError() }
}

public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public var body: Never { fatalError() }
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value { public var first: First.Value?; public var second: Second.Value? }
    public var body: Never { fatalError() }
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value { case first(First.Value), second(First.Value, Second.Value?) }
    public var body: Never { fatalError() }
}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value { case first(First.Value), second(Second.Value) }
    public var body: Never { fatalError() }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> { _MapGesture() }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture() }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
}

extension Gesture where Self.Value: Equatable {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

public struct TapGesture: Gesture {
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public typealias Value = ()
    public var body: Never { fatalError() }
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
    public var body: Never { fatalError() }
}

public struct LongPressGesture: Gesture {
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    public typealias Value = Bool
    public var body: Never { fatalError() }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { .zero }
        public var velocity: CGSize { .zero }
        public var predictedEndLocation: CGPoint { .zero }
        public var predictedEndTranslation: CGSize { .zero }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }
    public var body: Never { fatalError() }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public var body: Never { fatalError() }
}

public struct MagnificationGesture: Gesture {
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public typealias Value = CGFloat
    public var body: Never { fatalError() }
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
        public var startAnchor: UnitPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    public var body: Never { fatalError() }
}

public struct RotationGesture: Gesture {
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    public typealias Value = Angle
    public var body: Never { fatalError() }
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    @available(*, deprecated, message: "use onLongPressGesture(minimumDuration:perform:onPressingChanged:)")
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View { self }
}

// Drag and drop: a view's payload, and a drop target (no drags happen in ObsREPL).
extension View {
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                             action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                             isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
