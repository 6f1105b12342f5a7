// Keyframe and phase animation (iOS 17) and geometry effects: the `PhaseAnimator` view, `keyframeAnimator` with
// `KeyframeTrack`s and their keyframes, `GeometryEffect` with `ProjectionTransform` and CoreGraphics'
// `CGAffineTransform`. Declarations only: what they draw is looks (rules §15.15).
import Foundation

public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {}
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {}
    public var body: some View { EmptyView() }
}

public protocol Keyframes<Value> {
    associatedtype Value
}

public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

public struct KeyframeTrack<Root, TrackValue: Animatable>: Keyframes {
    /// A track animates one property of the whole value: its keyframes are the whole value's.
    public typealias Value = Root
    public init<Content: KeyframeTrackContent>(_ keyPath: WritableKeyPath<Root, TrackValue>,
                                               @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Content.Value == TrackValue {}
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

public struct KeyframeTrackContentGroup<Value: Animatable>: KeyframeTrackContent {}
public struct KeyframesGroup<Value>: Keyframes {}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value { keyframe }
    public static func buildBlock<each K: KeyframeTrackContent>(_ keyframes: repeat each K) -> KeyframeTrackContentGroup<Value> { KeyframeTrackContentGroup() }
    public static func buildArray(_ keyframes: [KeyframeTrackContentGroup<Value>]) -> KeyframeTrackContentGroup<Value> { KeyframeTrackContentGroup() }
    public static func buildEither(first: KeyframeTrackContentGroup<Value>) -> KeyframeTrackContentGroup<Value> { first }
    public static func buildEither(second: KeyframeTrackContentGroup<Value>) -> KeyframeTrackContentGroup<Value> { second }
    public static func buildOptional(_ keyframes: KeyframeTrackContentGroup<Value>?) -> KeyframeTrackContentGroup<Value> { KeyframeTrackContentGroup() }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }
    public static func buildBlock<each K: Keyframes>(_ keyframes: repeat each K) -> KeyframesGroup<Value> { KeyframesGroup() }
    public static func buildArray(_ keyframes: [KeyframesGroup<Value>]) -> KeyframesGroup<Value> { KeyframesGroup() }
    public static func buildEither(first: KeyframesGroup<Value>) -> KeyframesGroup<Value> { first }
    public static func buildEither(second: KeyframesGroup<Value>) -> KeyframesGroup<Value> { second }
    public static func buildOptional(_ keyframes: KeyframesGroup<Value>?) -> KeyframesGroup<Value> { KeyframesGroup() }
}

extension View {
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                                    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View { self }
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                                    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View { self }
}

extension Angle: Animatable {}
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { self.init() }
    public static let identity = CGAffineTransform()
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform { self }
}

public struct ProjectionTransform: Equatable, Sendable {
    public init() {}
    public init(_ m: CGAffineTransform) {}
}

public protocol GeometryEffect: Animatable, ViewModifier {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    nonisolated public func body(content: Content) -> some View { content }
}

/// A spring's model (iOS 17): what `SpringKeyframe` and `Animation.spring(_:)` take.
public struct Spring: Hashable, Sendable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public static var smooth: Spring { Spring() }
    public static var snappy: Spring { Spring() }
    public static var bouncy: Spring { Spring() }
}

/// A timing curve (iOS 17): `LinearKeyframe`'s and `Animation.timingCurve(_:duration:)`'s.
public struct UnitCurve: Hashable, Sendable {
    public static let linear = UnitCurve()
    public static let easeIn = UnitCurve()
    public static let easeOut = UnitCurve()
    public static let easeInOut = UnitCurve()
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve() }
}
