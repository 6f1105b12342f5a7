import Foundation

/// Foundation's styles for a `Duration` (macOS 13, iOS 16), run by Foundation's own: `duration.formatted()` (hours,
/// minutes and seconds), `.time(pattern:)` with `.hourMinute`, `.hourMinuteSecond`, `.minuteSecond` and their padded
/// and fractional forms, `.units(allowed:width:maximumUnitCount:zeroValueUnits:valueLength:fractionalPart:)`,
/// `Duration.TimeFormatStyle(pattern:locale:)` and `Duration.UnitsFormatStyle(allowedUnits:width:...)`; `locale(_:)`
/// and `format(_:)` on a style. A style formats in the device's locale unless one is given.
final class DurationStyleValue: NativeObject {
    enum Style {
        case time(Duration.TimeFormatStyle)
        case units(Duration.UnitsFormatStyle)
    }

    let style: Style

    init(_ style: Style) {
        self.style = style
    }

    var typeName: String {
        switch style {
        case .time: return "Duration.TimeFormatStyle"
        case .units: return "Duration.UnitsFormatStyle"
        }
    }

    func format(_ duration: DurationValue) -> String {
        let value = duration.duration
        switch style {
        case .time(let style): return value.formatted(style)
        case .units(let style): return value.formatted(style)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "locale":
            return interpreter.localeMethod { [style] locale in
                switch style {
                case .time(let time): return .native(DurationStyleValue(.time(time.locale(locale))))
                case .units(let units): return .native(DurationStyleValue(.units(units.locale(locale))))
                }
            }
        case "format":
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                guard case .native(let duration as DurationValue)? = interpreter.argument(arguments, nil) else {
                    throw interpreter.runtimeError("format(_:) expects a Duration", range, source)
                }
                return .string(format(duration))
            }
        default: return nil
        }
    }

    /// `duration.formatted(...)`.
    static func formatted(_ duration: DurationValue, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                          _ range: SourceRange, _ source: SourceText) throws -> Value {
        // Foundation's styles take the whole seconds as an Int64 (Duration's own components), and trap past it.
        guard abs(duration.attoseconds / DurationValue.perSecond) <= Int128(Int64.max) else {
            throw interpreter.runtimeError("Fatal error: a Duration of more than Int64.max seconds cannot be formatted", range, source)
        }
        switch interpreter.argument(arguments, nil) {
        case nil: return .string(duration.duration.formatted())
        case .native(let style as DurationStyleValue)?: return .string(style.format(duration))
        default:
            throw ObsDiagnostic(.unsupported, "this Duration format style (ObsREPL has .time(pattern:) and .units(...))",
                                at: SourceLocation(source: source, range: range))
        }
    }

    /// `.time(pattern:)` and `.units(...)` where a Duration is formatted, and the patterns `.time` takes.
    static func addMembers(to members: inout [String: Value], _ interpreter: Interpreter) {
        members["time"] = interpreter.method("time") { interpreter, arguments, range, source in
            .native(DurationStyleValue(.time(Duration.TimeFormatStyle(pattern: try pattern(interpreter.argument(arguments, "pattern"), interpreter, range, source)))))
        }
        members["units"] = interpreter.method("units") { interpreter, arguments, range, source in
            .native(DurationStyleValue(.units(try units(arguments, allowedLabel: "allowed", interpreter, range, source))))
        }
        for name in DurationPatternFactory.names { members[name] = .native(DurationPatternFactory(name)) }
    }

    static func pattern(_ value: Value?, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws
        -> Duration.TimeFormatStyle.Pattern {
        switch value {
        case .native(let pattern as DurationPatternValue)?: return pattern.pattern
        case .native(let factory as DurationPatternFactory)?: return try factory.make([], interpreter, range, source)
        case .symbol(let name)? where DurationPatternFactory.names.contains(name):
            return try DurationPatternFactory(name).make([], interpreter, range, source)
        default: throw interpreter.runtimeError("expected a pattern: .hourMinute, .hourMinuteSecond or .minuteSecond", range, source)
        }
    }

    /// A units style from its arguments (`allowed:` in `.units(...)`, `allowedUnits:` in the type's init).
    static func units(_ arguments: [Interpreter.ArgumentValue], allowedLabel: String, _ interpreter: Interpreter,
                      _ range: SourceRange, _ source: SourceText) throws -> Duration.UnitsFormatStyle {
        typealias Style = Duration.UnitsFormatStyle
        var allowed: Set<Style.Unit> = [.hours, .minutes, .seconds]
        if let given = interpreter.argument(arguments, allowedLabel) {
            allowed = Set(try interpreter.optionNames(given).map { name in
                guard let unit = unitNamed[name] else { throw interpreter.runtimeError("unknown Duration unit '.\(name)'", range, source) }
                return unit
            })
        }
        var width = Style.UnitWidth.abbreviated
        if let name = interpreter.optionNames(interpreter.argument(arguments, "width")).first {
            switch name {
            case "wide": width = .wide
            case "abbreviated": width = .abbreviated
            case "condensedAbbreviated": width = .condensedAbbreviated
            case "narrow": width = .narrow
            default: throw interpreter.runtimeError("unknown unit width '.\(name)'", range, source)
            }
        }
        let maximumUnitCount = interpreter.argument(arguments, "maximumUnitCount")?.integerValue
        let zeroValueUnits = try lengthOption(interpreter.argument(arguments, "zeroValueUnits"), interpreter, range, source)
        let valueLength = interpreter.argument(arguments, "valueLength")?.integerValue
        for length in [zeroValueUnits, valueLength].compactMap({ $0 }) {
            guard length >= 0 else { throw interpreter.runtimeError("Fatal error: a length must not be negative", range, source) }
            try interpreter.checkStringAllocation(utf8Count: length, range, source)
        }
        let fractionalPart = try lengthOption(interpreter.argument(arguments, "fractionalPart"), interpreter, range, source)
        var style = Style(allowedUnits: allowed, width: width, maximumUnitCount: maximumUnitCount,
                          zeroValueUnits: zeroValueUnits.map { Style.ZeroValueUnitsDisplayStrategy.show(length: $0) } ?? .hide,
                          valueLength: valueLength,
                          fractionalPart: fractionalPart.map { Style.FractionalPartDisplayStrategy.show(length: $0) } ?? .hide)
        style.locale = DeviceSettings.locale
        return style
    }

    /// `.hide` (nil) or `.show(length: n)` (n).
    private static func lengthOption(_ value: Value?, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int? {
        switch value {
        case nil, .symbol("hide")?: return nil
        case .native(let shown as DurationShowValue)?:
            guard shown.length >= 0 else { throw interpreter.runtimeError("Fatal error: a length must not be negative", range, source) }
            try interpreter.checkStringAllocation(utf8Count: shown.length, range, source)
            return shown.length
        default: throw interpreter.runtimeError("expected .hide or .show(length:)", range, source)
        }
    }

    static let unitNamed: [String: Duration.UnitsFormatStyle.Unit] = [
        "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds,
        "milliseconds": .milliseconds, "microseconds": .microseconds, "nanoseconds": .nanoseconds,
    ]
}

extension DurationValue {
    /// The same span as Swift's own Duration (whole seconds and attoseconds).
    var duration: Duration {
        let (seconds, rest) = attoseconds.quotientAndRemainder(dividingBy: Self.perSecond)
        return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(rest))
    }
}

/// `.minuteSecond`, or `.minuteSecond(padMinuteToLength:fractionalSecondsLength:roundFractionalSeconds:)` (and
/// the hour forms): a `.time` pattern.
final class DurationPatternFactory: NativeCallable {
    static let names: Set<String> = ["hourMinute", "hourMinuteSecond", "minuteSecond"]

    let name: String

    init(_ name: String) {
        self.name = name
    }

    var typeName: String { "Duration.TimeFormatStyle.Pattern" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(DurationPatternValue(try make(arguments, interpreter, range, source)))
    }

    func make(_ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws
        -> Duration.TimeFormatStyle.Pattern {
        func int(_ label: String, _ fallback: Int) throws -> Int {
            let count = interpreter.argument(arguments, label)?.integerValue ?? fallback
            // Foundation pads to that many digits: a size it cannot allocate, or a negative one, stops here (issue 10).
            guard count >= 0 else { throw interpreter.runtimeError("Fatal error: \(label) must not be negative", range, source) }
            try interpreter.checkStringAllocation(utf8Count: count, range, source)
            return count
        }
        func rule(_ label: String) throws -> FloatingPointRoundingRule {
            guard let ruleName = interpreter.optionNames(interpreter.argument(arguments, label)).first else { return .toNearestOrEven }
            guard let rule = FormatStyleValue.roundingRules[ruleName] else { throw interpreter.runtimeError("unknown rounding rule '.\(ruleName)'", range, source) }
            return rule
        }
        switch name {
        case "hourMinute": return .hourMinute(padHourToLength: try int("padHourToLength", 1), roundSeconds: try rule("roundSeconds"))
        case "hourMinuteSecond":
            return .hourMinuteSecond(padHourToLength: try int("padHourToLength", 1), fractionalSecondsLength: try int("fractionalSecondsLength", 0),
                                     roundFractionalSeconds: try rule("roundFractionalSeconds"))
        default:
            return .minuteSecond(padMinuteToLength: try int("padMinuteToLength", 1), fractionalSecondsLength: try int("fractionalSecondsLength", 0),
                                 roundFractionalSeconds: try rule("roundFractionalSeconds"))
        }
    }
}

final class DurationPatternValue: NativeObject {
    let pattern: Duration.TimeFormatStyle.Pattern

    init(_ pattern: Duration.TimeFormatStyle.Pattern) {
        self.pattern = pattern
    }

    var typeName: String { "Duration.TimeFormatStyle.Pattern" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

/// `.show(length: 2)`: how many digits a zero unit or a fraction shows in a units style.
final class DurationShowValue: NativeObject {
    let length: Int

    init(length: Int) {
        self.length = length
    }

    var typeName: String { "Duration.UnitsFormatStyle.FractionalPartDisplayStrategy" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

/// `Duration.TimeFormatStyle(pattern:locale:)` and `Duration.UnitsFormatStyle(allowedUnits:width:...)`.
final class DurationStyleType: NativeCallable {
    let isTime: Bool

    init(isTime: Bool) {
        self.isTime = isTime
    }

    var typeName: String { isTime ? "Duration.TimeFormatStyle.Type" : "Duration.UnitsFormatStyle.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let locale = interpreter.localeArgument(interpreter.argument(arguments, "locale")) ?? DeviceSettings.locale
        if isTime {
            let pattern = try DurationStyleValue.pattern(interpreter.argument(arguments, "pattern"), interpreter, range, source)
            return .native(DurationStyleValue(.time(Duration.TimeFormatStyle(pattern: pattern, locale: locale))))
        }
        var style = try DurationStyleValue.units(arguments, allowedLabel: "allowedUnits", interpreter, range, source)
        style.locale = locale
        return .native(DurationStyleValue(.units(style)))
    }
}
