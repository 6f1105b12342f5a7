import Foundation

/// Foundation's `ISO8601DateFormatter`, the real one: `string(from:)`, `date(from:)`, `timeZone`,
/// `formatOptions`. Faithful.
final class ISO8601DateFormatterValue: NativeObject {
    let formatter = ISO8601DateFormatter()

    var typeName: String { "ISO8601DateFormatter" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "timeZone": return .native(TimeZoneValue(formatter.timeZone))
        default:
            return interpreter.dateFormatterMethod(name, string: formatter.string(from:), date: formatter.date(from:))
        }
    }

    static let options: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
        "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        if name == "formatOptions" {
            var chosen: ISO8601DateFormatter.Options = []
            for option in interpreter.optionNames(value.unwrapped ?? value) {
                guard let known = Self.options[option] else { throw interpreter.runtimeError("unknown ISO8601 format option '\(option)'", range, source) }
                chosen.insert(known)
            }
            formatter.formatOptions = chosen
            return true
        }
        guard name == "timeZone", case .native(let zone as TimeZoneValue) = value.unwrapped ?? value else { return false }
        formatter.timeZone = zone.zone
        return true
    }
}

final class ISO8601DateFormatterType: NativeCallable {
    var typeName: String { "ISO8601DateFormatter.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(ISO8601DateFormatterValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "Options": return .native(OptionNamespace("ISO8601DateFormatter.Options"))
        default: return nil
        }
    }
}
