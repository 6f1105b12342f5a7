import Foundation

/// Foundation's `TimeZone`, the real one: `TimeZone(identifier:)`, `TimeZone(secondsFromGMT:)`, `.current`
/// (the simulated device's: UTC), `identifier`, `secondsFromGMT(for:)`, `abbreviation(for:)`, the daylight-saving
/// questions (`isDaylightSavingTime(for:)`, `daylightSavingTimeOffset(for:)`, `nextDaylightSavingTimeTransition(after:)`),
/// `localizedName(for:locale:)`; without a date they answer for the virtual clock's now. Faithful.
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
            return dateMethod(name, interpreter) { [zone] in .int(zone.secondsFromGMT(for: $0)) }
        case "isDaylightSavingTime":
            return dateMethod(name, interpreter) { [zone] in .bool(zone.isDaylightSavingTime(for: $0)) }
        case "daylightSavingTimeOffset":
            return dateMethod(name, interpreter) { [zone] in .double(zone.daylightSavingTimeOffset(for: $0)) }
        case "nextDaylightSavingTimeTransition":
            return interpreter.method(name) { [zone] interpreter, arguments, range, source in
                let after = try Self.date(arguments, "after", interpreter, range, source) ?? DateType.now(interpreter)
                return zone.nextDaylightSavingTimeTransition(after: after).map { .optional(.native(DateValue($0))) } ?? Value.none
            }
        case "localizedName":
            return interpreter.method(name) { [zone] interpreter, arguments, range, source in
                let style: NSTimeZone.NameStyle
                switch interpreter.optionNames(interpreter.argument(arguments, "for")).first {
                case "standard"?: style = .standard
                case "shortStandard"?: style = .shortStandard
                case "daylightSaving"?: style = .daylightSaving
                case "shortDaylightSaving"?: style = .shortDaylightSaving
                case "generic"?: style = .generic
                case "shortGeneric"?: style = .shortGeneric
                default: throw interpreter.runtimeError("localizedName(for:locale:) takes a NSTimeZone.NameStyle", range, source)
                }
                guard case .native(let locale as LocaleValue)? = interpreter.argument(arguments, "locale")?.unwrapped else {
                    return zone.localizedName(for: style, locale: nil).map { .optional(.string($0)) } ?? Value.none
                }
                return zone.localizedName(for: style, locale: locale.locale).map { .optional(.string($0)) } ?? Value.none
            }
        case "abbreviation":
            return dateMethod(name, interpreter) { [zone] in zone.abbreviation(for: $0).map { .optional(.string($0)) } ?? Value.none }
        default: return nil
        }
    }

    /// A method of the zone at a date, `for:` (now when not given: the simulated device's clock).
    private func dateMethod(_ name: String, _ interpreter: Interpreter, _ body: @escaping (Date) -> Value) -> Value {
        interpreter.method(name) { interpreter, arguments, range, source in
            body(try Self.date(arguments, "for", interpreter, range, source) ?? DateType.now(interpreter))
        }
    }

    private static func date(_ arguments: [Interpreter.ArgumentValue], _ label: String, _ interpreter: Interpreter, _ range: SourceRange,
                             _ source: SourceText) throws -> Date? {
        guard let argument = interpreter.argument(arguments, label) else { return nil }
        guard case .native(let date as DateValue) = argument else {
            throw interpreter.runtimeError("expected a Date for '\(label):'", range, source)
        }
        return date.date
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
