import Foundation

/// A `TimelineView`'s schedule, on the session's virtual clock (rules §15.20): `.periodic(from:by:)` (an entry
/// every interval from the start), `.everyMinute` (the start of each minute), `.animation` and
/// `.animation(minimumInterval:paused:)` (every frame, 60 a second, or every minimum interval; none while
/// paused), `.explicit(dates)`. Faithful in which dates the content is built for; a schedule of the script's own
/// (a type conforming to `TimelineSchedule`) and `TimelineScheduleMode.lowFrequency` are left out.
final class TimelineScheduleValue: NativeObject {
    enum Kind {
        case periodic(start: Date, interval: Double)
        case everyMinute
        case animation(interval: Double, paused: Bool)
        case explicit([Date])
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    var typeName: String {
        switch kind {
        case .periodic: return "PeriodicTimelineSchedule"
        case .everyMinute: return "EveryMinuteTimelineSchedule"
        case .animation: return "AnimationTimelineSchedule"
        case .explicit: return "ExplicitTimelineSchedule<[Date]>"
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// Whether two schedules are the same value (a schedule is plain data, compared by its bytes: rules §2.1), so a
    /// parent's new `TimelineView(.everyMinute) { ... }` with a closure that captures nothing is the same view.
    func isSame(as other: TimelineScheduleValue) -> Bool {
        switch (kind, other.kind) {
        case (.periodic(let a, let x), .periodic(let b, let y)): return a == b && x == y
        case (.everyMinute, .everyMinute): return true
        case (.animation(let x, let p), .animation(let y, let q)): return x == y && p == q
        case (.explicit(let a), .explicit(let b)): return a == b
        default: return false
        }
    }

    /// A frame: the display refreshes 60 times a second.
    static let frame = 1.0 / 60

    /// The implicit members that make a schedule when called (`.periodic(from: .now, by: 1)`).
    static let factories: Set<String> = ["periodic", "explicit", "animation"]

    /// `.periodic(from:by:)`, `.explicit(dates)`, `.animation(minimumInterval:paused:)`; nil for a call that is
    /// not one of them (`animation` with other labels is a looks value).
    static func make(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                     _ range: SourceRange, _ source: SourceText) throws -> Value? {
        switch name {
        case "periodic":
            // `from: .now` reaches here as the member's name (no type is known for it here).
            var start = DateType.now(interpreter)
            if case .symbol("now")? = interpreter.argument(arguments, "from") {} else {
                start = try interpreter.dateArgument(arguments, "from", in: "periodic(from:by:)", range, source)
            }
            let interval = try interpreter.doubleArgument(arguments, "by", in: "periodic(from:by:)", range, source)
            guard interval > 0 else { throw interpreter.runtimeError("not supported yet: a periodic schedule whose interval is not above 0", range, source) }
            return .native(TimelineScheduleValue(.periodic(start: start, interval: interval)))
        case "explicit":
            guard arguments.count == 1, case .array(let values) = arguments[0].value else {
                throw interpreter.runtimeError("expected .explicit([date, ...])", range, source)
            }
            let dates = try values.map { value -> Date in
                guard case .native(let date as DateValue) = value else { throw interpreter.runtimeError("'.explicit' expects Dates", range, source) }
                return date.date
            }
            return .native(TimelineScheduleValue(.explicit(dates)))
        case "animation":
            guard arguments.allSatisfy({ $0.label == "minimumInterval" || $0.label == "paused" }) else { return nil }
            let minimum = interpreter.argument(arguments, "minimumInterval")?.unwrapped?.doubleValue
            var paused = false
            if case .bool(true)? = interpreter.argument(arguments, "paused") { paused = true }
            return .native(TimelineScheduleValue(.animation(interval: max(minimum ?? frame, frame), paused: paused)))
        default:
            return nil
        }
    }

    /// The schedule a `TimelineView` was given: a value made above, or `.everyMinute` / `.animation`.
    static func given(_ value: Value?) -> TimelineScheduleValue? {
        switch value {
        case .native(let schedule as TimelineScheduleValue)?: return schedule
        case .symbol("everyMinute")?: return TimelineScheduleValue(.everyMinute)
        case .symbol("animation")?: return TimelineScheduleValue(.animation(interval: frame, paused: false))
        default: return nil
        }
    }

    /// The date of the entry shown at `now`: the last one at or before it (the first, if none is yet).
    func entry(at now: Date) -> Date {
        switch kind {
        case .periodic(let start, let interval):
            guard now > start else { return start }
            return start + Self.steps(now.timeIntervalSince(start), interval) * interval
        case .everyMinute:
            return Date(timeIntervalSinceReferenceDate: Self.steps(now.timeIntervalSinceReferenceDate, 60) * 60)
        case .animation:
            return now
        case .explicit(let dates):
            return dates.filter { $0 <= now }.max() ?? dates.min() ?? now
        }
    }

    /// How many whole intervals fit in `elapsed`; a clock a hair short of an entry (Dates are Doubles, the
    /// clock counts nanoseconds) is at it.
    private static func steps(_ elapsed: Double, _ interval: Double) -> Double {
        (elapsed / interval + 1e-9).rounded(.down)
    }

    /// The date of the next entry after `now`; nil when there is none (an explicit list ended, paused).
    func next(after now: Date) -> Date? {
        switch kind {
        case .periodic(let start, let interval):
            guard now >= start else { return start }
            return start + (Self.steps(now.timeIntervalSince(start), interval) + 1) * interval
        case .everyMinute:
            return Date(timeIntervalSinceReferenceDate: (Self.steps(now.timeIntervalSinceReferenceDate, 60) + 1) * 60)
        case .animation(let interval, let paused):
            return paused ? nil : now + interval
        case .explicit(let dates):
            return dates.filter { $0 > now }.min()
        }
    }
}
