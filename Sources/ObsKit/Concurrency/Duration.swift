/// Swift's `Duration` (SE-0329), kept as Swift keeps it: attoseconds in an Int128. Equatable, Hashable and
/// Comparable; `+`, `-`, `*` by an Int or a Double, `/` by an Int (a Duration, attoseconds divided as
/// integers) or by a Duration (a Double); `components`; it prints as Swift's does (`3.25 seconds`: the
/// attoseconds as a Double, over 10^18). `ContinuousClock()` and `SuspendingClock()` tell the session's
/// virtual time: `now`, an instant's `advanced(by:)`, `duration(to:)`, `+`/`-` a Duration, the difference
/// of two instants, comparisons; `formatted()` with Foundation (DurationFormatStyle). Left out: `clock.measure`,
/// `sleep(until:)`.
final class DurationValue: AttosecondsValue, NativeArithmetic, NativeDescribed {
    let attoseconds: Int128
    static let perSecond: Int128 = 1_000_000_000_000_000_000

    init(attoseconds: Int128) {
        self.attoseconds = attoseconds
    }

    convenience init(nanoseconds: Int) {
        self.init(attoseconds: Int128(nanoseconds) * 1_000_000_000)
    }

    /// Whole nanoseconds (what the virtual clock counts), toward zero.
    var nanoseconds: Int { Int(clamping: attoseconds / 1_000_000_000) }
    var typeName: String { "Duration" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { "\(Double(attoseconds) / 1e18) seconds" }


    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "components":
            let (seconds, rest) = attoseconds.quotientAndRemainder(dividingBy: Self.perSecond)
            return .tuple(TupleValue(elements: [.sized(SizedInt(bits: UInt64(bitPattern: Int64(seconds)), kind: .int64)),
                                                .sized(SizedInt(bits: UInt64(bitPattern: Int64(rest)), kind: .int64))],
                                     labels: ["seconds", "attoseconds"]))
        case "description": return .string(describe(interpreter, debug: false))
        case "formatted" where interpreter.foundationImported:
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                try DurationStyleValue.formatted(self, arguments, interpreter, range, source)
            }
        default: return nil
        }
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        let overflow = interpreter.runtimeError("Fatal error: Duration arithmetic overflow", range, source)
        func checked(_ result: (partialValue: Int128, overflow: Bool)) throws -> Value {
            guard !result.overflow else { throw overflow }
            return .native(DurationValue(attoseconds: result.partialValue))
        }
        switch (op, other) {
        case (.add, .native(let duration as DurationValue)): return try checked(attoseconds.addingReportingOverflow(duration.attoseconds))
        case (.subtract, .native(let duration as DurationValue)):
            return try checked(selfOnLeft ? attoseconds.subtractingReportingOverflow(duration.attoseconds)
                                          : duration.attoseconds.subtractingReportingOverflow(attoseconds))
        case (.multiply, .int(let factor)): return try checked(attoseconds.multipliedReportingOverflow(by: Int128(factor)))
        case (.multiply, .double(let factor)):
            return .native(DurationValue(attoseconds: Int128(Double(attoseconds) * factor)))
        case (.divide, .int(let divisor)) where selfOnLeft:
            guard divisor != 0 else { throw interpreter.runtimeError("Fatal error: Division by zero", range, source) }
            return .native(DurationValue(attoseconds: attoseconds / Int128(divisor)))
        case (.divide, .double(let divisor)) where selfOnLeft:
            // `queue / 1.5`: the attoseconds as a Double, divided (Swift's `/ (Duration, Double)`).
            let quotient = Double(attoseconds) / divisor
            guard quotient.isFinite, abs(quotient) < 0x1p127 else {
                throw interpreter.runtimeError("Fatal error: Double value cannot be converted to Int128 because it is outside the representable range", range, source)
            }
            return .native(DurationValue(attoseconds: Int128(quotient)))
        case (.divide, .native(let duration as DurationValue)):
            return .double(selfOnLeft ? Double(attoseconds) / Double(duration.attoseconds) : Double(duration.attoseconds) / Double(attoseconds))
        case (.add, .symbol("now")), (.subtract, .symbol("now")) where !selfOnLeft || op == .add:
            // `.now + .seconds(1)` (an instant written without its clock, as `Task.sleep(until:clock: .continuous)`
            // takes it): the continuous clock's.
            return try ClockValue.instant(of: "ContinuousClock", interpreter).apply(op, .native(self), selfOnLeft: true, interpreter: interpreter,
                                                                                    range: range, source: source)
        default:
            return nil
        }
    }
}

/// `Duration.seconds(1)`, `Duration.zero`, `Duration(secondsComponent:attosecondsComponent:)`.
final class DurationNamespace: NativeCallable {
    static let scales = ["seconds": 1_000_000_000, "milliseconds": 1_000_000, "microseconds": 1_000, "nanoseconds": 1]

    var typeName: String { "Duration.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard arguments.map(\.label) == ["secondsComponent", "attosecondsComponent"],
              let seconds = arguments[0].value.integerValue, let attoseconds = arguments[1].value.integerValue else {
            throw interpreter.runtimeError("expected Duration(secondsComponent:attosecondsComponent:)", range, source)
        }
        return .native(DurationValue(attoseconds: Int128(seconds) * DurationValue.perSecond + Int128(attoseconds)))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "zero" { return .native(DurationValue(attoseconds: 0)) }
        if name == "init" { return .native(self) }
        if name == "TimeFormatStyle" || name == "UnitsFormatStyle", interpreter.foundationImported {
            return .native(DurationStyleType(isTime: name == "TimeFormatStyle"))
        }
        return Builtins.durationMember(name)
    }
}

/// `ContinuousClock` and `SuspendingClock` as types: `ContinuousClock()` makes one, `ContinuousClock.now` is its
/// instant now (a static member too, SE-0329).
final class ClockType: NativeCallable {
    let kind: String

    init(kind: String) { self.kind = kind }

    var typeName: String { kind + ".Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(ClockValue(kind: kind))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "now": return .native(ClockValue.instant(of: kind, interpreter))
        default: return nil
        }
    }
}

/// `ContinuousClock()` / `SuspendingClock()`: its `now` is the session's virtual time.
final class ClockValue: NativeObject {
    let kind: String

    init(kind: String) {
        self.kind = kind
    }

    var typeName: String { kind }

    /// The clock's instant now: the session's virtual time.
    static func instant(of kind: String, _ interpreter: Interpreter) -> ClockInstant {
        ClockInstant(kind: kind, attoseconds: Int128(interpreter.scheduler.now) * 1_000_000_000)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "now": return .native(Self.instant(of: kind, interpreter))
        case "minimumResolution": return .native(DurationValue(nanoseconds: 1))
        case "sleep":
            // `try await clock.sleep(until: deadline)` or `clock.sleep(for: .seconds(2))`: on the virtual clock.
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let scheduler = interpreter.scheduler
                switch (arguments.first?.label, arguments.first?.value) {
                case ("until"?, .native(let deadline as ClockInstant)?): try scheduler.sleep(nanoseconds: deadline.nanoseconds(after: scheduler.now), range, source)
                case ("for"?, .native(let duration as DurationValue)?): try scheduler.sleep(nanoseconds: duration.nanoseconds, range, source)
                default: throw interpreter.runtimeError("expected \(self.kind)().sleep(until: deadline) or sleep(for: duration)", range, source)
                }
                return .void
            })
        default: return nil
        }
    }
}

/// A clock's `Instant`: attoseconds since the session started.
final class ClockInstant: AttosecondsValue, NativeArithmetic {
    let kind: String
    let attoseconds: Int128

    init(kind: String, attoseconds: Int128) {
        self.kind = kind
        self.attoseconds = attoseconds
    }

    var typeName: String { "\(kind).Instant" }

    /// How long from `now` (the scheduler's nanoseconds) until this instant; nothing once it has passed.
    func nanoseconds(after now: Int) -> Int {
        max(0, Int(clamping: attoseconds / 1_000_000_000) - now)
    }


    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "advanced":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard case .native(let by as DurationValue)? = interpreter.argument(arguments, "by") else {
                    throw interpreter.runtimeError("advanced(by:) expects a Duration", range, source)
                }
                return .native(ClockInstant(kind: kind, attoseconds: attoseconds + by.attoseconds))
            })
        case "duration":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard case .native(let other as ClockInstant)? = interpreter.argument(arguments, "to") else {
                    throw interpreter.runtimeError("duration(to:) expects an instant of the same clock", range, source)
                }
                return .native(DurationValue(attoseconds: other.attoseconds - attoseconds))
            })
        default: return nil
        }
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        switch (op, other) {
        case (.add, .native(let duration as DurationValue)): return .native(ClockInstant(kind: kind, attoseconds: attoseconds + duration.attoseconds))
        case (.subtract, .native(let duration as DurationValue)) where selfOnLeft:
            return .native(ClockInstant(kind: kind, attoseconds: attoseconds - duration.attoseconds))
        case (.subtract, .native(let instant as ClockInstant)):
            return .native(DurationValue(attoseconds: selfOnLeft ? attoseconds - instant.attoseconds : instant.attoseconds - attoseconds))
        default: return nil
        }
    }
}

/// A value that is a count of attoseconds (a Duration, a clock's instant): equal, hashed and ordered by it,
/// against values of its own type only.
protocol AttosecondsValue: NativeValue {
    var attoseconds: Int128 { get }
}

extension AttosecondsValue {
    func isEqual(to other: NativeValue) -> Bool? { (other as? Self).map { $0.attoseconds == attoseconds } }
    func hash(into hasher: inout Hasher) { hasher.combine(attoseconds) }
    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? Self else { return nil }
        return attoseconds < other.attoseconds ? -1 : attoseconds == other.attoseconds ? 0 : 1
    }
}
