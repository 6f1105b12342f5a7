import Foundation

/// Foundation's `Date.ISO8601FormatStyle`, the real one: `.iso8601` where a date is formatted, or
/// `Date.ISO8601FormatStyle(dateSeparator:dateTimeSeparator:timeSeparator:timeZoneSeparator:includingFractionalSeconds:timeZone:)`;
/// its fields `year()`, `month()`, `weekOfYear()`, `day()`, `time(includingFractionalSeconds:)`,
/// `timeZone(separator:)`, its separators (`dateSeparator(.omitted)`, `dateTimeSeparator(.space)`,
/// `timeSeparator(_:)`, `timeZoneSeparator(_:)`); `format(_:)` and `parse(_:)` (which throws on text it cannot read).
final class ISO8601StyleValue: NativeObject {
    let style: Date.ISO8601FormatStyle

    init(_ style: Date.ISO8601FormatStyle) {
        self.style = style
    }

    var typeName: String { "Date.ISO8601FormatStyle" }

    /// `.iso8601`: date, time and zone, in UTC.
    static var standard: ISO8601StyleValue { ISO8601StyleValue(Date.ISO8601FormatStyle()) }

    static let fieldNames: Set<String> = ["year", "month", "weekOfYear", "day", "time", "timeZone"]
    static let separatorNames: Set<String> = ["dateSeparator", "dateTimeSeparator", "timeSeparator", "timeZoneSeparator"]

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case _ where Self.fieldNames.contains(name) || Self.separatorNames.contains(name):
            return interpreter.method(name) { [style] interpreter, arguments, range, source in
                .native(ISO8601StyleValue(try Self.adding(name, arguments, to: style, interpreter, range, source)))
            }
        case "format":
            return interpreter.method(name) { [style] interpreter, arguments, range, source in
                .string(style.format(try interpreter.dateArgument(arguments, nil, in: name, range, source)))
            }
        case "parse":
            return interpreter.method(name) { [style] interpreter, arguments, range, source in
                guard let text = interpreter.argument(arguments, nil)?.stringContent else {
                    throw interpreter.runtimeError("parse(_:) expects a String", range, source)
                }
                do {
                    return .native(DateValue(try style.parse(text)))
                } catch {
                    throw ScriptError(value: .native(NSErrorValue(bridging: error)), location: SourceLocation(source: source, range: range))
                }
            }
        default: return nil
        }
    }

    private static func adding(_ name: String, _ arguments: [Interpreter.ArgumentValue], to style: Date.ISO8601FormatStyle,
                               _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Date.ISO8601FormatStyle {
        let option = interpreter.optionNames(interpreter.argument(arguments, nil) ?? interpreter.argument(arguments, "separator")).first
        func unknown() -> Error { interpreter.runtimeError("'.\(option ?? "?")' is not an option of \(name)(_:)", range, source) }
        switch name {
        case "year": return style.year()
        case "month": return style.month()
        case "weekOfYear": return style.weekOfYear()
        case "day": return style.day()
        case "time":
            var fractional = false
            if case .bool(let flag)? = interpreter.argument(arguments, "includingFractionalSeconds") { fractional = flag }
            return style.time(includingFractionalSeconds: fractional)
        case "timeZone":
            guard let separator = Date.ISO8601FormatStyle.TimeZoneSeparator(rawValue: option == "omitted" ? "" : ":") else { throw unknown() }
            return style.timeZone(separator: separator)
        case "dateSeparator":
            guard let separator = dateSeparator(option) else { throw unknown() }
            return style.dateSeparator(separator)
        case "dateTimeSeparator":
            guard let separator = dateTimeSeparator(option) else { throw unknown() }
            return style.dateTimeSeparator(separator)
        case "timeSeparator":
            guard let separator = timeSeparator(option) else { throw unknown() }
            return style.timeSeparator(separator)
        default:
            guard let separator = timeZoneSeparator(option) else { throw unknown() }
            return style.timeZoneSeparator(separator)
        }
    }

    static func dateSeparator(_ name: String?) -> Date.ISO8601FormatStyle.DateSeparator? {
        switch name { case "dash": return .dash; case "omitted": return .omitted; default: return nil }
    }

    static func dateTimeSeparator(_ name: String?) -> Date.ISO8601FormatStyle.DateTimeSeparator? {
        switch name { case "standard": return .standard; case "space": return .space; default: return nil }
    }

    static func timeSeparator(_ name: String?) -> Date.ISO8601FormatStyle.TimeSeparator? {
        switch name { case "colon": return .colon; case "omitted": return .omitted; default: return nil }
    }

    static func timeZoneSeparator(_ name: String?) -> Date.ISO8601FormatStyle.TimeZoneSeparator? {
        switch name { case "colon": return .colon; case "omitted": return .omitted; default: return nil }
    }
}

/// `Date.ISO8601FormatStyle(...)`: its separators, fractional seconds and time zone (UTC unless given).
final class ISO8601StyleType: NativeCallable {
    var typeName: String { "Date.ISO8601FormatStyle.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        func option<T>(_ label: String, _ read: (String?) -> T?, _ fallback: T) throws -> T {
            guard let given = interpreter.argument(arguments, label) else { return fallback }
            guard let value = read(interpreter.optionNames(given).first) else {
                throw interpreter.runtimeError("'\(interpreter.describe(given))' is not a \(label) of Date.ISO8601FormatStyle", range, source)
            }
            return value
        }
        var fractional = false
        if case .bool(let flag)? = interpreter.argument(arguments, "includingFractionalSeconds") { fractional = flag }
        var zone = TimeZone(identifier: "UTC")!
        if case .native(let given as TimeZoneValue)? = interpreter.argument(arguments, "timeZone") { zone = given.zone }
        let style = Date.ISO8601FormatStyle(
            dateSeparator: try option("dateSeparator", ISO8601StyleValue.dateSeparator, .dash),
            dateTimeSeparator: try option("dateTimeSeparator", ISO8601StyleValue.dateTimeSeparator, .standard),
            timeSeparator: try option("timeSeparator", ISO8601StyleValue.timeSeparator, .colon),
            timeZoneSeparator: try option("timeZoneSeparator", ISO8601StyleValue.timeZoneSeparator, .omitted),
            includingFractionalSeconds: fractional, timeZone: zone)
        return .native(ISO8601StyleValue(style))
    }
}
