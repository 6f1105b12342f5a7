import Foundation

/// Foundation's `TimeZone`, the real one: `TimeZone(identifier:)`, `TimeZone(secondsFromGMT:)`, `.current`
/// (the simulated device's: UTC), `identifier`, `secondsFromGMT()`, `abbreviation()`. Faithful.
final class TimeZoneValue: NativeValue {
    let zone: TimeZone

    init(_ zone: TimeZone) {
        self.zone = zone
    }

    var typeName: String { "TimeZone" }
    var printedForm: String { zone.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? TimeZoneValue).map { $0.zone == zone } }
    func hash(into hasher: inout Hasher) { hasher.combine(zone) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "identifier": return .string(zone.identifier)
        case "secondsFromGMT":
            return interpreter.method(name) { [zone] _, _, _, _ in .int(zone.secondsFromGMT()) }
        case "abbreviation":
            return interpreter.method(name) { [zone] _, _, _, _ in zone.abbreviation().map { .optional(.string($0)) } ?? Value.none }
        default: return nil
        }
    }
}

final class TimeZoneType: NativeCallable {
    var typeName: String { "TimeZone.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if let identifier = interpreter.argument(arguments, "identifier")?.stringContent {
            return TimeZone(identifier: identifier).map { .optional(.native(TimeZoneValue($0))) } ?? Value.none
        }
        if case .int(let seconds)? = interpreter.argument(arguments, "secondsFromGMT") {
            // Foundation takes the offset's magnitude and traps on Int.min (swiftc 6.3.1 on this machine);
            // any other offset past 18 hours gives nil.
            guard seconds != Int.min else {
                throw interpreter.runtimeError("Fatal error: TimeZone(secondsFromGMT:) traps on Int.min (its magnitude overflows Int)", range, source)
            }
            return TimeZone(secondsFromGMT: seconds).map { .optional(.native(TimeZoneValue($0))) } ?? Value.none
        }
        if let abbreviation = interpreter.argument(arguments, "abbreviation")?.stringContent {
            return TimeZone(abbreviation: abbreviation).map { .optional(.native(TimeZoneValue($0))) } ?? Value.none
        }
        throw interpreter.runtimeError("expected TimeZone(identifier:) or TimeZone(secondsFromGMT:)", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "current", "autoupdatingCurrent": return .native(TimeZoneValue(DeviceSettings.timeZone))
        case "gmt": return .native(TimeZoneValue(TimeZone(secondsFromGMT: 0)!))
        case "init": return .native(self)
        default: return nil
        }
    }
}
