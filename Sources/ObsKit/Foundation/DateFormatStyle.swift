import Foundation

/// Foundation's `Date.FormatStyle` built field by field: `.dateTime` (or `Date.FormatStyle()`), then `.year()`,
/// `.month(.wide)`, `.day()`, `.weekday(.abbreviated)`, `.hour(.twoDigits(amPM: .omitted))`, `.minute()`, `.second()`,
/// `.era()`, `.quarter()`, `.dayOfYear()`, `.locale(_:)`, `.timeZone()`: the real style, in the simulated device's
/// settings (en_US, UTC) unless given others, so `date.formatted(.dateTime.month().day())` prints what an iPhone set so
/// prints. A field's option it does not know stops with an error naming it.
final class DateFormatStyleValue: NativeMutable {
    let style: Date.FormatStyle

    /// `style.locale = ...`, `style.timeZone = ...`, `style.calendar = ...` on a `var`.
    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        var changed = style
        switch (name, value) {
        case ("locale", _):
            guard let locale = interpreter.localeArgument(value) else { throw interpreter.runtimeError("expected a Locale", range, source) }
            changed.locale = locale
        case ("timeZone", .native(let zone as TimeZoneValue)): changed.timeZone = zone.zone
        case ("calendar", .native(let calendar as CalendarValue)): changed.calendar = calendar.calendar
        default: return nil
        }
        return .native(DateFormatStyleValue(changed))
    }

    init(_ style: Date.FormatStyle) { self.style = style }

    /// `.dateTime`: no fields yet (then Foundation shows its default ones), in the device's settings.
    static var dateTime: DateFormatStyleValue {
        DateFormatStyleValue(Date.FormatStyle(locale: DeviceSettings.locale, calendar: DeviceSettings.calendar, timeZone: DeviceSettings.timeZone))
    }

    var typeName: String { "Date.FormatStyle" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard Self.fields.contains(name) || name == "locale" else { return nil }
        return interpreter.method(name) { [style] interpreter, arguments, range, source in
            let given = interpreter.argument(arguments, nil)
            if name == "locale" {
                guard let locale = interpreter.localeArgument(given) else { throw interpreter.runtimeError("locale(_:) expects a Locale", range, source) }
                return .native(DateFormatStyleValue(style.locale(locale)))
            }
            let option = given.map { Self.option($0, interpreter) }
            guard let made = Self.adding(name, option ?? nil, to: style) else {
                throw interpreter.runtimeError("'.\(option??.name ?? "?")' is not an option ObsREPL knows for \(name)(_:)", range, source)
            }
            return .native(DateFormatStyleValue(made))
        }
    }

    static let fields: Set<String> = ["year", "month", "day", "weekday", "hour", "minute", "second", "era", "quarter", "dayOfYear", "timeZone"]

    /// An option as written: its name, and the `amPM:` an hour's option carries.
    struct Option {
        var name: String
        var amPM: String?
    }

    private static func option(_ value: Value, _ interpreter: Interpreter) -> Option? {
        if case .native(let hour as HourForm) = value { return Option(name: hour.name, amPM: hour.amPM) }
        return interpreter.optionNames(value).first.map { Option(name: $0) }
    }

    /// The implicit members that make these styles: `.dateTime`, and the hour's forms, which take an `amPM:` when
    /// called (`.twoDigits(amPM: .omitted)`) and are plain options otherwise (`.minute(.twoDigits)`).
    static func addMembers(to members: inout [String: Value], _ interpreter: Interpreter) {
        members["dateTime"] = .native(DateFormatStyleValue.dateTime)
        for name in ["defaultDigits", "twoDigits", "conversationalDefaultDigits", "conversationalTwoDigits"] {
            members[name] = interpreter.method(name) { interpreter, arguments, _, _ in
                .native(HourForm(name: name, amPM: interpreter.optionNames(interpreter.argument(arguments, "amPM")).first))
            }
        }
    }


    /// The style with the field added in the option's form (its default form when none is given); nil for an option
    /// not known here.
    private static func adding(_ field: String, _ option: Option?, to style: Date.FormatStyle) -> Date.FormatStyle? {
        let name = option?.name
        switch field {
        case "year":
            let forms: [String: Date.FormatStyle.Symbol.Year] = ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "relatedGregorian": .relatedGregorian()]
            return form(name, forms, default: .defaultDigits).map { style.year($0) }
        case "month":
            let forms: [String: Date.FormatStyle.Symbol.Month] = ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "wide": .wide,
                                                                  "abbreviated": .abbreviated, "narrow": .narrow]
            return form(name, forms, default: .abbreviated).map { style.month($0) }
        case "day":
            let forms: [String: Date.FormatStyle.Symbol.Day] = ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "ordinalOfDayInMonth": .ordinalOfDayInMonth]
            return form(name, forms, default: .defaultDigits).map { style.day($0) }
        case "weekday":
            let forms: [String: Date.FormatStyle.Symbol.Weekday] = ["abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
                                                                    "oneDigit": .oneDigit, "twoDigits": .twoDigits]
            return form(name, forms, default: .abbreviated).map { style.weekday($0) }
        case "hour":
            let amPMs: [String: Date.FormatStyle.Symbol.Hour.AMPMStyle] = ["omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide]
            guard let amPM = amPMs[option?.amPM ?? "abbreviated"] else { return nil }
            let forms: [String: Date.FormatStyle.Symbol.Hour] = ["defaultDigits": .defaultDigits(amPM: amPM), "twoDigits": .twoDigits(amPM: amPM),
                                                                 "conversationalDefaultDigits": .conversationalDefaultDigits(amPM: amPM),
                                                                 "conversationalTwoDigits": .conversationalTwoDigits(amPM: amPM)]
            return form(name, forms, default: .defaultDigits(amPM: amPM)).map { style.hour($0) }
        case "minute":
            let forms: [String: Date.FormatStyle.Symbol.Minute] = ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits]
            return form(name, forms, default: .defaultDigits).map { style.minute($0) }
        case "second":
            let forms: [String: Date.FormatStyle.Symbol.Second] = ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits]
            return form(name, forms, default: .defaultDigits).map { style.second($0) }
        case "era":
            let forms: [String: Date.FormatStyle.Symbol.Era] = ["abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow]
            return form(name, forms, default: .abbreviated).map { style.era($0) }
        case "quarter":
            let forms: [String: Date.FormatStyle.Symbol.Quarter] = ["oneDigit": .oneDigit, "twoDigits": .twoDigits, "abbreviated": .abbreviated,
                                                                    "wide": .wide, "narrow": .narrow]
            return form(name, forms, default: .abbreviated).map { style.quarter($0) }
        case "dayOfYear":
            let forms: [String: Date.FormatStyle.Symbol.DayOfYear] = ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "threeDigits": .threeDigits]
            return form(name, forms, default: .defaultDigits).map { style.dayOfYear($0) }
        default:
            let forms: [String: Date.FormatStyle.Symbol.TimeZone] = ["genericLocation": .genericLocation, "exemplarLocation": .exemplarLocation,
                                                                     "identifier": .identifier(.long)]
            return form(name, forms, default: .specificName(.short)).map { style.timeZone($0) }
        }
    }

    private static func form<T>(_ name: String?, _ forms: [String: T], default fallback: T) -> T? {
        guard let name else { return fallback }
        return forms[name]
    }
}

/// `Date.FormatStyle(date:time:locale:calendar:timeZone:)`, each argument optional (the device's settings by default),
/// and `Date.FormatStyle.dateTime`.
final class DateFormatStyleType: NativeCallable {
    var typeName: String { "Date.FormatStyle.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        var calendar = DeviceSettings.calendar
        if case .native(let given as CalendarValue)? = interpreter.argument(arguments, "calendar") { calendar = given.calendar }
        var zone = DeviceSettings.timeZone
        if case .native(let given as TimeZoneValue)? = interpreter.argument(arguments, "timeZone") { zone = given.zone }
        let locale = interpreter.localeArgument(interpreter.argument(arguments, "locale")) ?? DeviceSettings.locale
        let dateStyles: [String: Date.FormatStyle.DateStyle] = ["omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated,
                                                                "long": .long, "complete": .complete]
        let timeStyles: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard,
                                                                "complete": .complete]
        let dateName = interpreter.optionNames(interpreter.argument(arguments, "date")).first
        let timeName = interpreter.optionNames(interpreter.argument(arguments, "time")).first
        let date = try dateName.map { name in
            try dateStyles[name] ?? { throw interpreter.runtimeError("unknown date style '.\(name)'", range, source) }()
        }
        let time = try timeName.map { name in
            try timeStyles[name] ?? { throw interpreter.runtimeError("unknown time style '.\(name)'", range, source) }()
        }
        return .native(DateFormatStyleValue(Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: zone)))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "dateTime": return .native(DateFormatStyleValue.dateTime)
        default: return nil
        }
    }
}

/// `.twoDigits(amPM: .omitted)`: an hour's form, as written.
final class HourForm: NativeObject {
    let name: String
    let amPM: String?

    init(name: String, amPM: String?) {
        self.name = name
        self.amPM = amPM
    }

    var typeName: String { "Date.FormatStyle.Symbol.Hour" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
