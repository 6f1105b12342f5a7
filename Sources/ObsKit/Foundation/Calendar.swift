import Foundation

/// Foundation's `Calendar`, the real one: `Calendar(identifier:)`, `.current` (the simulated device's:
/// Gregorian, UTC, en_US), `dateComponents`, `date(from:)`, `date(byAdding:value:to:)`, `date(byAdding: DateComponents, to:)`, `component(_:from:)`,
/// `date(bySetting:value:of:)`, `startOfDay(for:)`, same-day (or same day, month... with `equalTo:toGranularity:`),
/// weekend, yesterday and tomorrow checks, `compare(_:to:toGranularity:)`, `range(of:in:for:)`, `ordinality(of:in:for:)`. A value: setting `timeZone` makes a
/// new one. Faithful; "today" is the virtual clock's.
final class CalendarValue: NativeValue, NativeMutable {
    let calendar: Calendar

    init(_ calendar: Calendar) {
        self.calendar = calendar
    }

    var typeName: String { "Calendar" }
    var printedForm: String { calendar.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? CalendarValue).map { $0.calendar == calendar } }
    func hash(into hasher: inout Hasher) { hasher.combine(calendar) }

    /// What `nextDate` and `enumerateDates` search for: the components to match, the policies and the direction.
    private static func search(_ arguments: [Interpreter.ArgumentValue], _ name: String, _ interpreter: Interpreter, _ range: SourceRange,
                               _ source: SourceText) throws
        -> (wanted: DateComponents, policy: Calendar.MatchingPolicy, repeated: Calendar.RepeatedTimePolicy, direction: Calendar.SearchDirection) {
        guard case .native(let wanted as DateComponentsValue)? = interpreter.argument(arguments, "matching") else {
            throw interpreter.runtimeError("\(name) takes DateComponents for 'matching:'", range, source)
        }
        let policies: [String: Calendar.MatchingPolicy] = [
            "nextTime": .nextTime, "strict": .strict, "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents,
            "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents,
        ]
        guard let policyName = interpreter.optionNames(interpreter.argument(arguments, "matchingPolicy")).first, let policy = policies[policyName] else {
            throw interpreter.runtimeError("\(name) needs a matchingPolicy (.nextTime, .strict...)", range, source)
        }
        let direction: Calendar.SearchDirection = interpreter.optionNames(interpreter.argument(arguments, "direction")) == ["backward"] ? .backward : .forward
        let repeated: Calendar.RepeatedTimePolicy = interpreter.optionNames(interpreter.argument(arguments, "repeatedTimePolicy")) == ["last"] ? .last : .first
        return (wanted.components, policy, repeated, direction)
    }

    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
    ]

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let calendar = self.calendar
        func component(_ value: Value?) throws -> Calendar.Component {
            guard let name = interpreter.optionNames(value).first, let found = Self.components[name] else {
                throw interpreter.runtimeError("expected a Calendar.Component (.day, .month...)", range, source)
            }
            return found
        }
        func date(_ arguments: [Interpreter.ArgumentValue], _ label: String?) throws -> Foundation.Date {
            try interpreter.dateArgument(arguments, label, in: name, range, source)
        }
        func optionalDate(_ date: Foundation.Date?) -> Value { date.map { .optional(.native(DateValue($0))) } ?? Value.none }
        switch name {
        case "timeZone": return .native(TimeZoneValue(calendar.timeZone))
        case "locale": return calendar.locale.map { .optional(.native(LocaleValue($0))) } ?? Value.none
        case "firstWeekday": return .int(calendar.firstWeekday)
        case "minimumDaysInFirstWeek": return .int(calendar.minimumDaysInFirstWeek)
        case "weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols", "monthSymbols", "shortMonthSymbols",
             "veryShortMonthSymbols", "standaloneWeekdaySymbols", "standaloneMonthSymbols", "quarterSymbols", "amSymbol", "pmSymbol":
            // The calendar's names in its locale (`.current`'s is the simulated device's, en_US; one made with
            // `Calendar(identifier:)` has the root locale, whose names are short: "Fri", as on this machine).
            let named = calendar
            switch name {
            case "weekdaySymbols": return .array(named.weekdaySymbols.map(Value.string))
            case "shortWeekdaySymbols": return .array(named.shortWeekdaySymbols.map(Value.string))
            case "veryShortWeekdaySymbols": return .array(named.veryShortWeekdaySymbols.map(Value.string))
            case "monthSymbols": return .array(named.monthSymbols.map(Value.string))
            case "shortMonthSymbols": return .array(named.shortMonthSymbols.map(Value.string))
            case "veryShortMonthSymbols": return .array(named.veryShortMonthSymbols.map(Value.string))
            case "standaloneWeekdaySymbols": return .array(named.standaloneWeekdaySymbols.map(Value.string))
            case "standaloneMonthSymbols": return .array(named.standaloneMonthSymbols.map(Value.string))
            case "quarterSymbols": return .array(named.quarterSymbols.map(Value.string))
            case "amSymbol": return .string(named.amSymbol)
            default: return .string(named.pmSymbol)
            }
        case "identifier": return .symbol(String(describing: calendar.identifier))
        case "dateComponents":
            return interpreter.method(name) { interpreter, arguments, range, source in
                if case .native(let zone as TimeZoneValue)? = interpreter.argument(arguments, "in") {
                    // `dateComponents(in: zone, from: date)`: every field, in that zone (with the calendar and the zone set).
                    return .native(DateComponentsValue(calendar.dateComponents(in: zone.zone, from: try date(arguments, "from"))))
                }
                let wanted = Set(try interpreter.optionNames(interpreter.argument(arguments, nil)).map { name -> Calendar.Component in
                    guard let found = Self.components[name] else { throw interpreter.runtimeError("unknown component '.\(name)'", range, source) }
                    return found
                })
                if interpreter.argument(arguments, "to") != nil {
                    return .native(DateComponentsValue(calendar.dateComponents(wanted, from: try date(arguments, "from"), to: try date(arguments, "to"))))
                }
                return .native(DateComponentsValue(calendar.dateComponents(wanted, from: try date(arguments, "from"))))
            }
        case "date":
            return interpreter.method(name) { interpreter, arguments, range, source in
                if case .native(let components as DateComponentsValue)? = interpreter.argument(arguments, "from") {
                    return optionalDate(calendar.date(from: components.components))
                }
                if case .native(let components as DateComponentsValue)? = interpreter.argument(arguments, "byAdding") {
                    return optionalDate(calendar.date(byAdding: components.components, to: try date(arguments, "to")))
                }
                if case .int(let hour)? = interpreter.argument(arguments, "bySettingHour"), case .int(let minute)? = interpreter.argument(arguments, "minute"),
                   case .int(let second)? = interpreter.argument(arguments, "second") {
                    // `date(bySettingHour: 9, minute: 0, second: 0, of: day)`: that time on the same day (the next match).
                    return optionalDate(calendar.date(bySettingHour: hour, minute: minute, second: second, of: try date(arguments, "of")))
                }
                guard case .int(let value)? = interpreter.argument(arguments, "value") else {
                    throw interpreter.runtimeError("expected date(from:), date(byAdding:to:), date(byAdding:value:to:) or date(bySettingHour:minute:second:of:)", range, source)
                }
                if interpreter.argument(arguments, "bySetting") != nil {
                    return optionalDate(calendar.date(bySetting: try component(interpreter.argument(arguments, "bySetting")), value: value,
                                                      of: try date(arguments, "of")))
                }
                return optionalDate(calendar.date(byAdding: try component(interpreter.argument(arguments, "byAdding")), value: value,
                                                  to: try date(arguments, "to")))
            }
        case "component":
            return interpreter.method(name) { interpreter, arguments, range, source in
                .int(calendar.component(try component(interpreter.argument(arguments, nil)), from: try date(arguments, "from")))
            }
        case "startOfDay":
            return interpreter.method(name) { _, arguments, _, _ in .native(DateValue(calendar.startOfDay(for: try date(arguments, "for")))) }
        case "isDate":
            return interpreter.method(name) { interpreter, arguments, _, _ in
                if interpreter.argument(arguments, "equalTo") != nil {
                    return .bool(calendar.isDate(try date(arguments, nil), equalTo: try date(arguments, "equalTo"),
                                                 toGranularity: try component(interpreter.argument(arguments, "toGranularity"))))
                }
                return .bool(calendar.isDate(try date(arguments, nil), inSameDayAs: try date(arguments, "inSameDayAs")))
            }
        case "nextDate":
            // `nextDate(after: d, matching: DateComponents(weekday: 2), matchingPolicy: .nextTime)` (Foundation's own).
            return interpreter.method(name) { interpreter, arguments, range, source in
                let search = try Self.search(arguments, name, interpreter, range, source)
                return optionalDate(calendar.nextDate(after: try date(arguments, "after"), matching: search.wanted, matchingPolicy: search.policy,
                                                      repeatedTimePolicy: search.repeated, direction: search.direction))
            }
        case "enumerateDates":
            // `enumerateDates(startingAfter:matching:matchingPolicy:using:)`: each next match, given to the block with
            // whether it matches exactly, until the block sets its `stop` or no date matches.
            return interpreter.method(name) { interpreter, arguments, range, source in
                let search = try Self.search(arguments, name, interpreter, range, source)
                guard let block = interpreter.functionArgument(arguments, "using") else {
                    throw interpreter.runtimeError("enumerateDates needs a block: { date, exactMatch, stop in ... }", range, source)
                }
                // Foundation's own search; what the block throws ends it and is thrown on.
                var failure: Error?
                calendar.enumerateDates(startingAfter: try date(arguments, "startingAfter"), matching: search.wanted, matchingPolicy: search.policy,
                                        repeatedTimePolicy: search.repeated, direction: search.direction) { found, exact, stop in
                    var stopped = Value.bool(false)
                    do {
                        try interpreter.countStep(range, source)
                        _ = try interpreter.invokeWithInout(block, &stopped, range, source, leading: [found.map { .optional(.native(DateValue($0))) } ?? .none, .bool(exact)])
                    } catch {
                        failure = error
                        stop = true
                        return
                    }
                    if case .bool(true) = stopped { stop = true }
                }
                if let failure { throw failure }
                return .void
            }
        case "dateInterval":
            // `dateInterval(of: .month, for: date)`: the enclosing unit's start and length.
            return interpreter.method(name) { interpreter, arguments, range, source in
                let unit = try component(interpreter.argument(arguments, "of"))
                guard let interval = calendar.dateInterval(of: unit, for: try date(arguments, "for")) else {
                    return arguments.contains { $0.label == "start" } ? .bool(false) : Value.none
                }
                // `dateInterval(of:start:interval:for:)`: the older form writes the interval into its two inout
                // arguments and answers whether there was one.
                if let start = arguments.first(where: { $0.label == "start" })?.modify,
                   let length = arguments.first(where: { $0.label == "interval" })?.modify {
                    try start { $0 = .native(DateValue(interval.start)) }
                    try length { $0 = .double(interval.duration) }
                    return .bool(true)
                }
                return .optional(.native(DateIntervalValue(interval)))
            }
        case "compare":
            // `compare(a, to: b, toGranularity: .day)`: equal within the day, say.
            return interpreter.method(name) { interpreter, arguments, _, _ in
                switch calendar.compare(try date(arguments, nil), to: try date(arguments, "to"),
                                        toGranularity: try component(interpreter.argument(arguments, "toGranularity"))) {
                case .orderedAscending: return .symbol("orderedAscending")
                case .orderedSame: return .symbol("orderedSame")
                case .orderedDescending: return .symbol("orderedDescending")
                }
            }
        case "isDateInWeekend":
            return interpreter.method(name) { _, arguments, _, _ in .bool(calendar.isDateInWeekend(try date(arguments, nil))) }
        case "isDateInToday":
            return interpreter.method(name) { interpreter, arguments, _, _ in
                .bool(calendar.isDate(try date(arguments, nil), inSameDayAs: DateType.now(interpreter)))
            }
        case "range":
            return interpreter.method(name) { interpreter, arguments, range, source in
                let smaller = try component(interpreter.argument(arguments, "of"))
                let larger = try component(interpreter.argument(arguments, "in"))
                guard let found = calendar.range(of: smaller, in: larger, for: try date(arguments, "for")) else { return Value.none }
                return .optional(.range(lower: found.lowerBound, upper: found.upperBound, closed: false))
            }
        case "ordinality":
            // `ordinality(of: .day, in: .year, for: date)`: the day of the year, say (Foundation's own).
            return interpreter.method(name) { interpreter, arguments, range, source in
                let smaller = try component(interpreter.argument(arguments, "of"))
                let larger = try component(interpreter.argument(arguments, "in"))
                return calendar.ordinality(of: smaller, in: larger, for: try date(arguments, "for")).map { .optional(.int($0)) } ?? Value.none
            }
        case "isDateInYesterday", "isDateInTomorrow":
            return interpreter.method(name) { interpreter, arguments, range, source in
                let day = try date(arguments, nil)
                let today = DateType.now(interpreter)
                guard let other = calendar.date(byAdding: .day, value: name == "isDateInYesterday" ? -1 : 1, to: today) else { return .bool(false) }
                return .bool(calendar.isDate(day, inSameDayAs: other))
            }
        default: return nil
        }
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        var changed = calendar
        switch (name, value.unwrapped ?? value) {
        case ("timeZone", .native(let zone as TimeZoneValue)): changed.timeZone = zone.zone
        case ("locale", .native(let locale as LocaleValue)): changed.locale = locale.locale
        case ("firstWeekday", .int(let day)): changed.firstWeekday = day
        case ("minimumDaysInFirstWeek", .int(let days)): changed.minimumDaysInFirstWeek = days
        default: return nil
        }
        return .native(CalendarValue(changed))
    }
}

final class CalendarType: NativeCallable {
    var typeName: String { "Calendar.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let identifiers: [String: Calendar.Identifier] = ["gregorian": .gregorian, "iso8601": .iso8601, "japanese": .japanese,
                                                          "buddhist": .buddhist, "hebrew": .hebrew, "islamic": .islamic, "chinese": .chinese]
        guard let name = interpreter.optionNames(interpreter.argument(arguments, "identifier")).first, let identifier = identifiers[name] else {
            throw interpreter.runtimeError("expected Calendar(identifier: .gregorian)", range, source)
        }
        // Its locale is Foundation's default for a calendar made this way (the root locale on this machine: its
        // weekday names are "Fri"...); its time zone the device's, as the current one's.
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = DeviceSettings.timeZone
        return .native(CalendarValue(calendar))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "current", "autoupdatingCurrent": return .native(CalendarValue(DeviceSettings.calendar))
        case "init": return .native(self)
        // `Calendar.Component.day`, `Calendar.Identifier.gregorian`: their cases, as written.
        case "Component", "Identifier", "MatchingPolicy", "SearchDirection", "RepeatedTimePolicy":
            return .native(OptionNamespace("Calendar." + name))
        default: return nil
        }
    }
}
