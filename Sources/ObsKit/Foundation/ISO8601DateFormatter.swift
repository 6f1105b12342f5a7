import Foundation

/// Foundation's `ISO8601DateFormatter`, the real one: `string(from:)`, `date(from:)`, `timeZone`. Faithful
/// (its format options are the default ones).
final class ISO8601DateFormatterValue: NativeObject {
    let formatter = ISO8601DateFormatter()

    var typeName: String { "ISO8601DateFormatter" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "timeZone": return .native(TimeZoneValue(formatter.timeZone))
        case "string":
            return interpreter.method(name) { [formatter] interpreter, arguments, range, source in
                .string(formatter.string(from: try interpreter.dateArgument(arguments, "from", in: "string(from:)", range, source)))
            }
        case "date":
            return interpreter.method(name) { [formatter] interpreter, arguments, range, source in
                let text = try interpreter.stringArgument(arguments, "from", in: "date(from:)", range, source)
                return formatter.date(from: text).map { .optional(.native(DateValue($0))) } ?? Value.none
            }
        default: return nil
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
