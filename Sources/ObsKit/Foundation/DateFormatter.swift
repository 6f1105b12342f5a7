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
        default:
            return interpreter.dateFormatterMethod(name, string: formatter.string(from:), date: formatter.date(from:))
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        switch (name, value.unwrapped ?? value) {
        case ("dateFormat", let text): formatter.dateFormat = text.stringContent
        case ("dateStyle", .symbol(let style)), ("timeStyle", .symbol(let style)):
            guard let chosen = Self.styles[style] else { throw interpreter.runtimeError("unknown style '.\(style)'", range, source) }
            if name == "dateStyle" { formatter.dateStyle = chosen } else { formatter.timeStyle = chosen }
        case ("locale", .native(let locale as LocaleValue)): formatter.locale = locale.locale
        case ("timeZone", .native(let zone as TimeZoneValue)): formatter.timeZone = zone.zone
        case ("calendar", .native(let calendar as CalendarValue)): formatter.calendar = calendar.calendar
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
