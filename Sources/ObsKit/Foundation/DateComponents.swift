import Foundation

/// Foundation's `DateComponents`, the real one: made with labelled parts (`year:month:day:`...), read and
/// set part by part (a value: setting makes a new one), printed as Foundation prints it. Faithful.
final class DateComponentsValue: NativeValue, NativeMutable, NativeMethodBesideProperty {
    let components: DateComponents

    init(_ components: DateComponents) {
        self.components = components
    }

    var typeName: String { "DateComponents" }
    var printedForm: String { components.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? DateComponentsValue).map { $0.components == components } }
    func hash(into hasher: inout Hasher) { hasher.combine(components) }

    static var parts: [String: WritableKeyPath<DateComponents, Int?>] { [
        "era": \.era, "year": \.year, "month": \.month, "day": \.day, "hour": \.hour, "minute": \.minute, "second": \.second,
        "nanosecond": \.nanosecond, "weekday": \.weekday, "weekdayOrdinal": \.weekdayOrdinal, "quarter": \.quarter,
        "weekOfMonth": \.weekOfMonth, "weekOfYear": \.weekOfYear, "yearForWeekOfYear": \.yearForWeekOfYear,
    ] }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if let path = Self.parts[name] { return components[keyPath: path].map { .optional(.int($0)) } ?? Value.none }
        switch name {
        case "timeZone": return components.timeZone.map { .optional(.native(TimeZoneValue($0))) } ?? Value.none
        case "calendar": return components.calendar.map { .optional(.native(CalendarValue($0))) } ?? Value.none
        case "date": return components.date.map { .optional(.native(DateValue($0))) } ?? Value.none
        case "isValidDate": return .bool(components.isValidDate)
        default: return nil
        }
    }

    var mutatingMethodNames: Set<String> { ["setValue"] }

    /// `setValue(3, for: .minute)` (nil clears it).
    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        guard name == "setValue", arguments.count == 2, let part = interpreter.optionNames(interpreter.argument(arguments, "for")).first,
              let path = Self.parts[part] else {
            throw interpreter.runtimeError("expected setValue(_:for:) with a Calendar.Component such as .minute", range, source)
        }
        var changed = components
        switch arguments[0].value.unwrapped {
        case .int(let number)?: changed[keyPath: path] = number
        case nil: changed[keyPath: path] = nil
        default: throw interpreter.runtimeError("setValue(_:for:) takes an Int?", range, source)
        }
        return (.native(DateComponentsValue(changed)), .void)
    }

    func method(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "value" {
            // `value(for: .minute)`.
            let components = self.components
            return interpreter.method(name) { interpreter, arguments, range, source in
                guard let part = interpreter.optionNames(interpreter.argument(arguments, "for")).first, let path = Self.parts[part] else {
                    throw interpreter.runtimeError("expected value(for:) with a Calendar.Component such as .minute", range, source)
                }
                return components[keyPath: path].map { .optional(.int($0)) } ?? Value.none
            }
        }
        guard name == "isValidDate" else { return nil }
        let components = self.components
        return interpreter.method(name) { interpreter, arguments, range, source in
            guard case .native(let calendar as CalendarValue)? = interpreter.argument(arguments, "in") else {
                throw interpreter.runtimeError("isValidDate(in:) takes a Calendar", range, source)
            }
            return .bool(components.isValidDate(in: calendar.calendar))
        }
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        var changed = components
        switch (name, value.unwrapped) {
        case ("calendar", .native(let calendar as CalendarValue)?): changed.calendar = calendar.calendar
        case ("calendar", nil): changed.calendar = nil
        case ("timeZone", .native(let zone as TimeZoneValue)?): changed.timeZone = zone.zone
        case ("timeZone", nil): changed.timeZone = nil
        default: return settingPart(name, to: value)
        }
        return .native(DateComponentsValue(changed))
    }

    private func settingPart(_ name: String, to value: Value) -> Value? {
        guard let path = Self.parts[name] else { return nil }
        var changed = components
        switch value.unwrapped {
        case .int(let number)?: changed[keyPath: path] = number
        case nil: changed[keyPath: path] = nil
        default: return nil
        }
        return .native(DateComponentsValue(changed))
    }
}

final class DateComponentsType: NativeCallable {
    var typeName: String { "DateComponents.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        var components = DateComponents()
        for argument in arguments {
            switch (argument.label, argument.value.unwrapped) {
            case ("calendar"?, .native(let calendar as CalendarValue)?): components.calendar = calendar.calendar
            case ("timeZone"?, .native(let zone as TimeZoneValue)?): components.timeZone = zone.zone
            case (let label?, .int(let number)?) where DateComponentsValue.parts[label] != nil:
                components[keyPath: DateComponentsValue.parts[label]!] = number
            default:
                throw interpreter.runtimeError("unexpected argument '\(argument.label ?? "_")' in call to 'DateComponents'", range, source)
            }
        }
        return .native(DateComponentsValue(components))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
