import Foundation

/// Foundation's `DateFormatter`, the real one (a class, as in Foundation): `dateFormat`, `dateStyle`,
/// `timeStyle`, `locale`, `timeZone`, `string(from:)`, `date(from:)`. A new formatter starts in the simulated
/// device's settings (en_US, UTC) rather than this machine's. Faithful otherwise.
final class DateFormatterValue: NativeObject {
    let formatter = DateFormatter()

    init() {
        formatter.locale = DeviceSettings.locale
        formatter.timeZone = DeviceSettings.timeZone
        formatter.calendar = DeviceSettings.calendar
    }

    var typeName: String { "DateFormatter" }

    static let styles: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full]

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "dateFormat": return .string(formatter.dateFormat ?? "")
        case "locale": return .native(LocaleValue(formatter.locale))
        case "timeZone": return .native(TimeZoneValue(formatter.timeZone))
        case "calendar": return .native(CalendarValue(formatter.calendar))
        case "isLenient": return .bool(formatter.isLenient)
        case "dateStyle", "timeStyle":
            let style = name == "dateStyle" ? formatter.dateStyle : formatter.timeStyle
            return .symbol(Self.styles.first { $0.value == style }?.key ?? "none")
        case "amSymbol": return .string(formatter.amSymbol)
        case "pmSymbol": return .string(formatter.pmSymbol)
        case "setLocalizedDateFormatFromTemplate":
            return interpreter.method(name) { [formatter] interpreter, arguments, range, source in
                formatter.setLocalizedDateFormatFromTemplate(try interpreter.stringArgument(arguments, nil, in: name, range, source))
                return .void
            }
        default:
            if let symbols = Self.symbolLists[name] { return .array(formatter[keyPath: symbols].map(Value.string)) }
            return interpreter.dateFormatterMethod(name, string: formatter.string(from:), date: formatter.date(from:))
        }
    }

    /// The names of weekdays, months, quarters and eras in the formatter's locale (settable, as in Foundation).
    nonisolated(unsafe) static let symbolLists: [String: ReferenceWritableKeyPath<DateFormatter, [String]>] = [
        "weekdaySymbols": \.weekdaySymbols, "shortWeekdaySymbols": \.shortWeekdaySymbols,
        "veryShortWeekdaySymbols": \.veryShortWeekdaySymbols, "standaloneWeekdaySymbols": \.standaloneWeekdaySymbols,
        "shortStandaloneWeekdaySymbols": \.shortStandaloneWeekdaySymbols, "monthSymbols": \.monthSymbols,
        "shortMonthSymbols": \.shortMonthSymbols, "veryShortMonthSymbols": \.veryShortMonthSymbols,
        "standaloneMonthSymbols": \.standaloneMonthSymbols, "shortStandaloneMonthSymbols": \.shortStandaloneMonthSymbols,
        "quarterSymbols": \.quarterSymbols, "shortQuarterSymbols": \.shortQuarterSymbols, "eraSymbols": \.eraSymbols,
        "longEraSymbols": \.longEraSymbols,
    ]

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        switch (name, value.unwrapped ?? value) {
        case ("dateFormat", let text): formatter.dateFormat = text.stringContent
        case ("dateStyle", .symbol(let style)), ("timeStyle", .symbol(let style)):
            guard let chosen = Self.styles[style] else { throw interpreter.runtimeError("unknown style '.\(style)'", range, source) }
            if name == "dateStyle" { formatter.dateStyle = chosen } else { formatter.timeStyle = chosen }
        case ("locale", .native(let locale as LocaleValue)): formatter.locale = locale.locale
        case ("timeZone", .native(let zone as TimeZoneValue)): formatter.timeZone = zone.zone
        case ("calendar", .native(let calendar as CalendarValue)): formatter.calendar = calendar.calendar
        case ("isLenient", .bool(let lenient)): formatter.isLenient = lenient
        case ("amSymbol", .string(let text)): formatter.amSymbol = text
        case ("pmSymbol", .string(let text)): formatter.pmSymbol = text
        case (_, .array(let names)) where Self.symbolLists[name] != nil:
            formatter[keyPath: Self.symbolLists[name]!] = names.map { interpreter.describe($0) }
        default: return false
        }
        return true
    }
}

final class DateFormatterType: NativeCallable {
    var typeName: String { "DateFormatter.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(DateFormatterValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
