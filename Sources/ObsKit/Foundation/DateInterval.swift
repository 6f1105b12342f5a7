import Foundation

/// Foundation's `DateInterval`, the real one: `DateInterval(start:end:)`, `(start:duration:)`, `start`, `end`,
/// `duration`, `contains(_:)`, `intersects(_:)`, `intersection(with:)`, comparison and printing; what
/// `Calendar.dateInterval(of:for:)` gives. Faithful.
final class DateIntervalValue: NativeValue {
    let interval: DateInterval

    init(_ interval: DateInterval) {
        self.interval = interval
    }

    var typeName: String { "DateInterval" }
    var printedForm: String { interval.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? DateIntervalValue).map { $0.interval == interval } }
    func hash(into hasher: inout Hasher) { hasher.combine(interval) }
    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? DateIntervalValue else { return nil }
        return interval < other.interval ? -1 : (interval == other.interval ? 0 : 1)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let interval = self.interval
        switch name {
        case "start": return .native(DateValue(interval.start))
        case "end": return .native(DateValue(interval.end))
        case "duration": return .double(interval.duration)
        case "description": return .string(interval.description)
        case "contains":
            return interpreter.method(name) { interpreter, arguments, range, source in
                .bool(interval.contains(try interpreter.dateArgument(arguments, nil, in: name, range, source)))
            }
        case "compare":
            return interpreter.method(name) { interpreter, arguments, range, source in
                guard case .native(let other as DateIntervalValue)? = arguments.first?.value else {
                    throw interpreter.runtimeError("compare(_:) takes a DateInterval", range, source)
                }
                return Interpreter.comparisonResult(interval.compare(other.interval))
            }
        case "intersects", "intersection":
            return interpreter.method(name) { interpreter, arguments, range, source in
                guard case .native(let other as DateIntervalValue)? = arguments.first?.value else {
                    throw interpreter.runtimeError("\(name) takes a DateInterval", range, source)
                }
                if name == "intersects" { return .bool(interval.intersects(other.interval)) }
                return interval.intersection(with: other.interval).map { .optional(.native(DateIntervalValue($0))) } ?? Value.none
            }
        default: return nil
        }
    }
}

final class DateIntervalType: NativeCallable {
    var typeName: String { "DateInterval.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard !arguments.isEmpty else { return .native(DateIntervalValue(DateInterval())) }
        let start = try interpreter.dateArgument(arguments, "start", in: "DateInterval", range, source)
        if interpreter.argument(arguments, "end") != nil {
            let end = try interpreter.dateArgument(arguments, "end", in: "DateInterval", range, source)
            // Foundation's precondition, in its words.
            guard end >= start else { throw interpreter.runtimeError("Fatal error: Reverse intervals are not allowed", range, source) }
            return .native(DateIntervalValue(DateInterval(start: start, end: end)))
        }
        let duration = try interpreter.doubleArgument(arguments, "duration", in: "DateInterval", range, source)
        guard duration >= 0 else { throw interpreter.runtimeError("Fatal error: Reverse intervals are not allowed", range, source) }
        return .native(DateIntervalValue(DateInterval(start: start, duration: duration)))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
