// Schedulers: the Scheduler protocol, ImmediateScheduler, and the conformances of DispatchQueue,
// RunLoop and OperationQueue (on Apple they live in Dispatch/Foundation; here Combine declares them).
// The three Stride types share one struct, `_SchedulerStride` (on Apple each queue has its own).
import Dispatch

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                  tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         _ action: @escaping () -> Void) -> any Cancellable { AnyCancellable {} }
}

/// A time interval in nanoseconds, used as the Stride of every scheduler time type here.
public struct _SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
    public var magnitude: Int
    public init(_ timeInterval: Double) { magnitude = Int(timeInterval * 1e9) }
    public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
    public init(floatLiteral value: Double) { self.init(value) }
    public init?<T: BinaryInteger>(exactly source: T) { magnitude = Int(source) * 1_000_000_000 }
    public var timeInterval: Double { Double(magnitude) / 1e9 }
    public static func seconds(_ s: Int) -> Self { Self(integerLiteral: s) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public static func * (lhs: Self, rhs: Self) -> Self { lhs }
    public static func += (lhs: inout Self, rhs: Self) {}
    public static func -= (lhs: inout Self, rhs: Self) {}
    public static func *= (lhs: inout Self, rhs: Self) {}
}

public struct _SchedulerTime: Strideable, Codable, Hashable, Sendable {
    public var date: Date
    public init(_ date: Date) { self.date = date }
    public func distance(to other: Self) -> _SchedulerStride { 0 }
    public func advanced(by n: _SchedulerStride) -> Self { self }
}

extension DispatchQueue: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTime
    public struct SchedulerOptions: Sendable {
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {}
    }
    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerStride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, interval: _SchedulerStride, tolerance: _SchedulerStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        AnyCancellable {}
    }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTime
    public struct SchedulerOptions: Sendable {}
    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerStride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, interval: _SchedulerStride, tolerance: _SchedulerStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        AnyCancellable {}
    }
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTime
    public struct SchedulerOptions: Sendable {}
    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerStride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, interval: _SchedulerStride, tolerance: _SchedulerStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        AnyCancellable {}
    }
}

public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = _SchedulerTime
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerStride { 0 }
    public func schedule(options: Never?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerStride, options: Never?,
                         _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, interval: _SchedulerStride, tolerance: _SchedulerStride,
                         options: Never?, _ action: @escaping () -> Void) -> any Cancellable { AnyCancellable {} }
}
