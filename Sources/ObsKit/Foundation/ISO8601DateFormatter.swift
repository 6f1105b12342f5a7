import Foundation

/// Foundation's `ISO8601DateFormatter`, the real one: `string(from:)`, `date(from:)`, `timeZone`. Faithful
/// (its format options are the default ones).
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

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
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
        name == "init" ? .native(self) : nil
    }
}
