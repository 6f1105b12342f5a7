import Foundation
import RegexBuilder

/// Foundation's parsers as RegexBuilder components (macOS 13, iOS 16): `.localizedInteger(locale:)`,
/// `.localizedDouble(locale:)`, `.localizedDecimal(locale:)`, `.localizedCurrency(code:locale:)`, `.iso8601` and
/// `.iso8601(timeZone:includingFractionalSeconds:dateSeparator:dateTimeSeparator:)`, `.date(_:locale:timeZone:)` and
/// `.dateTime(date:time:locale:timeZone:)`, and a format style value itself (`Date.ISO8601FormatStyle()`). Each
/// matches as Foundation's own component does; in a `Capture` its value is what it parsed (an Int, a Double, a
/// Decimal, a Date). `.date(format:...)` with a format string is not provided.
enum RegexParsers {
    static let names: Set<String> = ["localizedInteger", "localizedDouble", "localizedDecimal", "localizedCurrency", "iso8601", "date", "dateTime"]

    /// The component an implicit member call names (`.localizedInteger(locale: us)`), or nil.
    static func make(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                     _ source: SourceText) throws -> RegexPiece? {
        let locale = interpreter.localeArgument(interpreter.argument(arguments, "locale")) ?? DeviceSettings.locale
        var zone = DeviceSettings.timeZone
        if case .native(let given as TimeZoneValue)? = interpreter.argument(arguments, "timeZone") { zone = given.zone }
        switch name {
        case "localizedInteger": return parser(IntegerFormatStyle<Int>(locale: locale)) { .int($0) }
        case "localizedDouble": return parser(FloatingPointFormatStyle<Double>(locale: locale)) { .double($0) }
        case "localizedDecimal": return parser(Foundation.Decimal.FormatStyle(locale: locale)) { .native(DecimalValue($0)) }
        case "localizedCurrency":
            let code = try interpreter.stringArgument(arguments, "code", in: "localizedCurrency(code:locale:)", range, source)
            return parser(Foundation.Decimal.FormatStyle.Currency(code: code, locale: locale)) { .native(DecimalValue($0)) }
        case "iso8601":
            var fractional = false
            if case .bool(let flag)? = interpreter.argument(arguments, "includingFractionalSeconds") { fractional = flag }
            var style = Date.ISO8601FormatStyle(includingFractionalSeconds: fractional, timeZone: zone)
            if let separator = ISO8601StyleValue.dateSeparator(interpreter.optionNames(interpreter.argument(arguments, "dateSeparator")).first) {
                style = style.dateSeparator(separator)
            }
            if let separator = ISO8601StyleValue.dateTimeSeparator(interpreter.optionNames(interpreter.argument(arguments, "dateTimeSeparator")).first) {
                style = style.dateTimeSeparator(separator)
            }
            return parser(style) { .native(DateValue($0)) }
        case "date", "dateTime":
            guard interpreter.argument(arguments, "format") == nil else {
                throw ObsDiagnostic(.unsupported, "'.date(format:...)' as a regex component (ObsREPL parses dates in regexes with .iso8601, .date(_:locale:timeZone:) and .dateTime(date:time:...))",
                                    at: SourceLocation(source: source, range: range))
            }
            let dateName = interpreter.optionNames(interpreter.argument(arguments, name == "date" ? nil : "date")).first ?? "numeric"
            let timeName = name == "date" ? "omitted" : interpreter.optionNames(interpreter.argument(arguments, "time")).first ?? "shortened"
            let style = Date.FormatStyle(date: try DateStyles.dateStyle(dateName, interpreter, range, source),
                                         time: try DateStyles.timeStyle(timeName, interpreter, range, source), locale: locale, timeZone: zone)
            return parser(style) { .native(DateValue($0)) }
        default: return nil
        }
    }

    /// A format style value used as a component (`Capture { Date.ISO8601FormatStyle() }`), or nil.
    static func component(_ value: Value) -> RegexPiece? {
        switch value {
        case .symbol("iso8601"): return parser(Date.ISO8601FormatStyle()) { .native(DateValue($0)) }
        case .native(let iso as ISO8601StyleValue): return parser(iso.style) { .native(DateValue($0)) }
        case .native(let fields as DateFormatStyleValue): return parser(fields.style) { .native(DateValue($0)) }
        default: return nil
        }
    }

    /// The style as the engine's component; a capture of it reads its text again with the style (the value it parsed).
    private static func parser<Style: CustomConsumingRegexComponent>(_ style: Style, _ value: @escaping (Style.RegexOutput) -> Value) -> RegexPiece {
        var piece = RegexPiece(erasing: style)
        piece.parsed = { text in
            let whole = String(text)
            guard let found = try? style.consuming(whole, startingAt: whole.startIndex, in: whole.startIndex..<whole.endIndex) else { return nil }
            return value(found.output)
        }
        return piece
    }
}
