import Foundation

/// The simulated iPhone's region settings (README "Foundation"): English (United States), the UTC time zone,
/// the Gregorian calendar. `Locale.current`, `TimeZone.current`, `Calendar.current` and new formatters
/// use them, so output does not depend on the machine ObsREPL runs on.
enum DeviceSettings {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC")!
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}

/// `date.formatted()`, `formatted(date:time:)`, `formatted(.iso8601)` and `formatted(.dateTime.month().day())`
/// (DateFormatStyle.swift): Foundation's Date.FormatStyle in the device's settings. Other format styles stop with an
/// error naming them.
enum DateStyles {
    static func formatted(_ date: Foundation.Date, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                          _ range: SourceRange, _ source: SourceText) throws -> Value {
        if let style = interpreter.argument(arguments, nil) {
            if case .native(let fields as DateFormatStyleValue) = style { return .string(date.formatted(fields.style)) }
            if case .native(let iso as ISO8601StyleValue) = style { return .string(date.formatted(iso.style)) }
            guard case .symbol("iso8601") = style else {
                throw ObsDiagnostic(.unsupported, "this Date format style (ObsREPL formats dates with formatted(), formatted(date:time:), .iso8601 and .dateTime with its fields)",
                                    at: SourceLocation(source: source, range: range))
            }
            return .string(date.ISO8601Format())
        }
        let dateName = interpreter.optionNames(interpreter.argument(arguments, "date")).first
        let timeName = interpreter.optionNames(interpreter.argument(arguments, "time")).first
        let dateStyle = try self.dateStyle(dateName ?? (arguments.isEmpty ? "numeric" : "omitted"), interpreter, range, source)
        let timeStyle = try self.timeStyle(timeName ?? (arguments.isEmpty ? "shortened" : "omitted"), interpreter, range, source)
        let style = Date.FormatStyle(date: dateStyle, time: timeStyle, locale: DeviceSettings.locale,
                                     calendar: DeviceSettings.calendar, timeZone: DeviceSettings.timeZone)
        return .string(date.formatted(style))
    }

    static func dateStyle(_ name: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Date.FormatStyle.DateStyle {
        switch name {
        case "omitted": return .omitted
        case "numeric": return .numeric
        case "abbreviated": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        case let other: throw interpreter.runtimeError("unknown date style '.\(other)'", range, source)
        }
    }

    static func timeStyle(_ name: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Date.FormatStyle.TimeStyle {
        switch name {
        case "omitted": return .omitted
        case "shortened": return .shortened
        case "standard": return .standard
        case "complete": return .complete
        case let other: throw interpreter.runtimeError("unknown time style '.\(other)'", range, source)
        }
    }
}
