import Foundation

/// Foundation's `Date`, the real one, on the session's virtual clock: `Date()` and `Date.now` are
/// `DateType.epoch` plus the virtual time (so runs are repeatable); intervals, comparison, arithmetic,
/// printing and `formatted` as Swift's (formatted in en_US and UTC, the simulated device's settings).
final class DateValue: NativeValue, NativeArithmetic {
    let date: Foundation.Date

    init(_ date: Foundation.Date) {
        self.date = date
    }

    var typeName: String { "Date" }
    var printedForm: String { date.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? DateValue).map { $0.date == date } }
    func hash(into hasher: inout Hasher) { hasher.combine(date) }
    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? DateValue else { return nil }
        return date < other.date ? -1 : (date == other.date ? 0 : 1)
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        guard let number = other.doubleValue else { return nil }
        let interval = try interpreter.dateInterval(number, range, source)
        switch op {
        case .add: return .native(DateValue(date + interval))
        case .subtract where selfOnLeft: return .native(DateValue(date - interval))
        default: return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "timeIntervalSince1970": return .double(date.timeIntervalSince1970)
        case "timeIntervalSinceReferenceDate": return .double(date.timeIntervalSinceReferenceDate)
        case "timeIntervalSinceNow": return .double(date.timeIntervalSince(DateType.now(interpreter)))
        case "description": return .string(date.description)
        case "timeIntervalSince":
            return interpreter.method(name) { [date] interpreter, arguments, range, source in
                .double(date.timeIntervalSince(try interpreter.dateArgument(arguments, nil, in: name, range, source)))
            }
        case "compare":
            // `a.compare(b)`: `.orderedAscending` when `a` is earlier.
            return interpreter.method(name) { [date] interpreter, arguments, range, source in
                let other = try interpreter.dateArgument(arguments, nil, in: name, range, source)
                return .symbol(date < other ? "orderedAscending" : date == other ? "orderedSame" : "orderedDescending")
            }
        case "distance":
            return interpreter.method(name) { [date] interpreter, arguments, range, source in
                .double(date.distance(to: try interpreter.dateArgument(arguments, "to", in: name, range, source)))
            }
        case "addingTimeInterval", "advanced":
            return interpreter.method(name) { [date] interpreter, arguments, range, source in
                let interval = try interpreter.doubleArgument(arguments, name == "advanced" ? "by" : nil, in: name, range, source)
                return .native(DateValue(date + (try interpreter.dateInterval(interval, range, source))))
            }
        case "formatted":
            return interpreter.method(name) { [date] interpreter, arguments, range, source in
                try DateStyles.formatted(date, arguments, interpreter, range, source)
            }
        case "ISO8601Format":
            return interpreter.method(name) { [date] _, _, _, _ in .string(date.ISO8601Format()) }
        default: return nil
        }
    }
}

/// `Date()`, `Date.now`, `Date(timeIntervalSince1970:)` and the other initializers, `distantPast`/`distantFuture`.
final class DateType: NativeCallable {
    /// The virtual clock's start: Monday 3 March 2025, 09:41:00 UTC (README "Foundation").
    static let epoch = Foundation.Date(timeIntervalSince1970: 1_740_994_860)

    static func now(_ interpreter: Interpreter) -> Foundation.Date {
        epoch + Double(interpreter.scheduler.now) / 1_000_000_000
    }

    var typeName: String { "Date.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        func seconds(_ label: String) throws -> Double {
            try interpreter.dateInterval(try interpreter.doubleArgument(arguments, label, in: "Date", range, source), range, source)
        }
        switch labels {
        case []: return .native(DateValue(Self.now(interpreter)))
        case ["timeIntervalSince1970"]: return .native(DateValue(Foundation.Date(timeIntervalSince1970: try seconds("timeIntervalSince1970"))))
        case ["timeIntervalSinceReferenceDate"]:
            return .native(DateValue(Foundation.Date(timeIntervalSinceReferenceDate: try seconds("timeIntervalSinceReferenceDate"))))
        case ["timeIntervalSinceNow"]: return .native(DateValue(Self.now(interpreter) + (try seconds("timeIntervalSinceNow"))))
        case ["timeInterval", "since"]:
            let base = try interpreter.dateArgument(arguments, "since", in: "Date", range, source)
            return .native(DateValue(base + (try seconds("timeInterval"))))
        default:
            throw interpreter.runtimeError("no exact matches in call to initializer 'Date(\(labels.map { $0 + ":" }.joined()))'", range, source)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "now": return .native(DateValue(Self.now(interpreter)))
        case "distantPast": return .native(DateValue(.distantPast))
        case "distantFuture": return .native(DateValue(.distantFuture))
        case "timeIntervalBetween1970AndReferenceDate": return .double(Foundation.Date.timeIntervalBetween1970AndReferenceDate)
        case "init": return .native(self)
        case "FormatStyle": return .native(DateFormatStyleType())
        case "ISO8601FormatStyle": return .native(ISO8601StyleType())
        default: return nil
        }
    }
}

extension Interpreter {
    /// Seconds that make or move a Date. Not a number is refused here: Foundation's Date of NaN traps in
    /// Swift when it is printed (swiftc 6.3.1 on this machine), and it would take ObsREPL down with it.
    /// Out-of-range dates are fine: they print `<description unavailable>`, as Swift's do.
    func dateInterval(_ seconds: Double, _ range: SourceRange, _ source: SourceText) throws -> Double {
        guard seconds.isNaN else { return seconds }
        throw runtimeError("not supported yet: a Date of NaN seconds (Swift's own Date traps when it is printed)", range, source)
    }
}
