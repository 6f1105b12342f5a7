import Foundation

/// Foundation's format styles as `formatted(_:)` takes them, for numbers and lists: `.number`, `.percent`,
/// `.currency(code:)` with `.precision(...)` (`.fractionLength(2)`, `.fractionLength(1...3)`, `.integerLength`,
/// `.significantDigits`, `.integerAndFractionLength(integer:fraction:)`), `.notation(.compactName)` and
/// `.notation(.scientific)`, `.grouping(.never)`, `.sign(strategy:)`, `.decimalSeparator(strategy:)`, `.locale(_:)`,
/// `format(_:)`, and `.list(type:width:)`. They run Foundation's own styles, in the simulated device's locale unless
/// one is given. Other styles stop with an error.
final class FormatStyleValue: NativeObject {
    enum Kind { case number, percent, currency(String), list(and: Bool) }
    enum Precision {
        case fraction(ClosedRange<Int>), integer(ClosedRange<Int>), significant(ClosedRange<Int>)
        case integerAndFraction(integer: Int, fraction: Int)

        /// The least count it asks for (Foundation traps on a negative one).
        var smallest: Int {
            switch self {
            case .fraction(let range), .integer(let range), .significant(let range): return range.lowerBound
            case .integerAndFraction(let integer, let fraction): return min(integer, fraction)
            }
        }
    }
    enum Notation { case automatic, compactName, scientific }
    /// `.sign(strategy:)`: `.automatic`, `.never`, `.always(includingZero:)`, `.accounting`, `.accountingAlways(...)`.
    enum Sign { case automatic, never, always(includingZero: Bool), accounting, accountingAlways(includingZero: Bool) }

    let kind: Kind
    var locale = DeviceSettings.locale
    var precision: Precision?
    var notation = Notation.automatic
    var grouping = true
    var sign = Sign.automatic
    var alwaysShowsDecimalSeparator = false
    /// `.list(type:width:)`'s width.
    var listWidth = ListFormatStyle<StringStyle, [String]>.Width.standard
    /// `.rounded(rule: .down, increment: 100)`.
    var rounding: (rule: FloatingPointRoundingRule, increment: Double?)?

    init(kind: Kind) {
        self.kind = kind
    }

    var typeName: String { "FormatStyle" }

    /// The name it was written with (`.number`, `.percent`): an option of the same name elsewhere.
    var name: String {
        switch kind {
        case .number: return "number"
        case .percent: return "percent"
        case .currency: return "currency"
        case .list: return "list"
        }
    }

    private func copy(_ change: (FormatStyleValue) -> Void) -> Value {
        let made = FormatStyleValue(kind: kind)
        made.locale = locale
        made.precision = precision
        made.notation = notation
        made.grouping = grouping
        made.sign = sign
        made.alwaysShowsDecimalSeparator = alwaysShowsDecimalSeparator
        made.listWidth = listWidth
        made.rounding = rounding
        change(made)
        return .native(made)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "locale":
            return interpreter.localeMethod { [self] locale in copy { $0.locale = locale } }
        case "precision":
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                guard case .native(let precision as PrecisionValue)? = interpreter.argument(arguments, nil) else {
                    throw interpreter.runtimeError("precision(_:) expects .fractionLength(n), .integerLength(n), .significantDigits(n) or .integerAndFractionLength(integer:fraction:)", range, source)
                }
                return copy { $0.precision = precision.precision }
            }
        case "notation":
            return interpreter.method(name) { [self] interpreter, arguments, _, _ in
                let name = interpreter.optionNames(interpreter.argument(arguments, nil)).first
                return copy { $0.notation = name == "compactName" ? .compactName : name == "scientific" ? .scientific : .automatic }
            }
        case "grouping":
            return interpreter.method(name) { [self] interpreter, arguments, _, _ in
                copy { $0.grouping = interpreter.optionNames(interpreter.argument(arguments, nil)) != ["never"] }
            }
        case "sign":
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                switch interpreter.argument(arguments, "strategy") {
                case .native(let strategy as SignStrategyValue)?: return copy { $0.sign = strategy.sign }
                case let given:
                    switch interpreter.optionNames(given).first {
                    case "automatic": return copy { $0.sign = .automatic }
                    case "never": return copy { $0.sign = .never }
                    case "accounting": return copy { $0.sign = .accounting }
                    case "always": return copy { $0.sign = .always(includingZero: true) }
                    case "accountingAlways": return copy { $0.sign = .accountingAlways(includingZero: true) }
                    default: throw interpreter.runtimeError("sign(strategy:) expects .automatic, .never or .always()", range, source)
                    }
                }
            }
        case "decimalSeparator":
            return interpreter.method(name) { [self] interpreter, arguments, _, _ in
                copy { $0.alwaysShowsDecimalSeparator = interpreter.optionNames(interpreter.argument(arguments, "strategy")) == ["always"] }
            }
        case "format":
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                guard let value = interpreter.argument(arguments, nil) else { throw interpreter.runtimeError("format(_:) expects a value", range, source) }
                return .string(try format(value, interpreter, range, source))
            }
        case "rounded":
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                let ruleName = interpreter.optionNames(interpreter.argument(arguments, "rule")).first ?? "toNearestOrEven"
                guard let rule = Self.roundingRules[ruleName] else { throw interpreter.runtimeError("unknown rounding rule '.\(ruleName)'", range, source) }
                let increment = interpreter.argument(arguments, "increment")?.doubleValue
                return copy { $0.rounding = (rule, increment) }
            }
        default: return nil
        }
    }

    /// Formats a number with this style.
    func format(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> String {
        if case .list(let and) = kind {
            let items = try interpreter.elements(of: value, range, source).map { interpreter.describe($0) }
            return items.formatted(.list(type: and ? .and : .or, width: listWidth).locale(locale))
        }
        // Foundation pads with that many digits and traps on a negative count (swiftc 6.3.1 on this machine).
        if let precision, precision.smallest < 0 { throw interpreter.runtimeError("Fatal error: Negative count not allowed", range, source) }
        switch value {
        case .sized(let number) where (number.kind == .uint || number.kind == .uint64) && number.bits > UInt64(Int64.max):
            // Above Int.max: formatted as the UInt64 it is, not through a Double.
            switch kind {
            case .percent: return number.bits.formatted(adjusted(IntegerFormatStyle<UInt64>.Percent(locale: locale)))
            case .currency(let code): return number.bits.formatted(adjusted(IntegerFormatStyle<UInt64>.Currency(code: code, locale: locale)))
            default: return number.bits.formatted(adjusted(IntegerFormatStyle<UInt64>(locale: locale)))
            }
        case .int(let number):
            switch kind {
            case .percent: return number.formatted(adjusted(IntegerFormatStyle<Int>.Percent(locale: locale)))
            case .currency(let code): return number.formatted(adjusted(IntegerFormatStyle<Int>.Currency(code: code, locale: locale)))
            default: return number.formatted(adjusted(IntegerFormatStyle<Int>(locale: locale)))
            }
        case .native(let decimal as DecimalValue):
            switch kind {
            case .percent: return decimal.decimal.formatted(adjusted(Foundation.Decimal.FormatStyle.Percent(locale: locale)))
            case .currency(let code): return decimal.decimal.formatted(adjusted(Foundation.Decimal.FormatStyle.Currency(code: code, locale: locale)))
            default: return decimal.decimal.formatted(adjusted(Foundation.Decimal.FormatStyle(locale: locale)))
            }
        default:
            guard let number = value.doubleValue else { throw interpreter.runtimeError("formatted(_:) expects a number here", range, source) }
            switch kind {
            case .percent: return number.formatted(adjusted(FloatingPointFormatStyle<Double>.Percent(locale: locale)))
            case .currency(let code): return number.formatted(adjusted(FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)))
            default: return number.formatted(adjusted(FloatingPointFormatStyle<Double>(locale: locale)))
            }
        }
    }

    private func adjusted<S: NumberStyleAdjustable>(_ style: S) -> S {
        style.adjusted(self).rounded(rounding)
    }

    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "up": .up, "down": .down,
        "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    ]

    /// Reads `text` back with this style's own parse strategy, as a value of `current`'s type (what a
    /// `TextField(value:format:)` commits); nil when it does not parse. An optional value takes nil for an
    /// empty text.
    func parse(_ text: String, as current: Value) -> Value? {
        switch current {
        case .optional(let wrapped): return text.isEmpty ? Value.none : parse(text, as: wrapped).map { .optional($0) }
        case .none:
            if text.isEmpty { return Value.none }
            return parse(text, as: text.contains(".") ? .double(0) : .int(0)).map { .optional($0) }
        case .int:
            let parsed: Int?
            switch kind {
            case .percent: parsed = try? IntegerFormatStyle<Int>.Percent(locale: locale).parseStrategy.parse(text)
            case .currency(let code): parsed = try? IntegerFormatStyle<Int>.Currency(code: code, locale: locale).parseStrategy.parse(text)
            default: parsed = try? IntegerFormatStyle<Int>(locale: locale).parseStrategy.parse(text)
            }
            return parsed.map { .int($0) }
        case .native(is DecimalValue):
            let parsed: Foundation.Decimal?
            switch kind {
            case .percent: parsed = try? Foundation.Decimal.FormatStyle.Percent(locale: locale).parseStrategy.parse(text)
            case .currency(let code): parsed = try? Foundation.Decimal.FormatStyle.Currency(code: code, locale: locale).parseStrategy.parse(text)
            default: parsed = try? Foundation.Decimal.FormatStyle(locale: locale).parseStrategy.parse(text)
            }
            return parsed.map { .native(DecimalValue($0)) }
        default:
            guard current.doubleValue != nil else { return nil }
            let parsed: Double?
            switch kind {
            case .percent: parsed = try? FloatingPointFormatStyle<Double>.Percent(locale: locale).parseStrategy.parse(text)
            case .currency(let code): parsed = try? FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).parseStrategy.parse(text)
            default: parsed = try? FloatingPointFormatStyle<Double>(locale: locale).parseStrategy.parse(text)
            }
            guard let parsed else { return nil }
            if case .float = current { return .float(Float(parsed)) }
            return .double(parsed)
        }
    }
}

/// The settings Foundation's number styles share, applied the same way to each (scientific and compact notation
/// only to plain numbers, as Foundation has them).
protocol NumberStyleAdjustable {
    func adjusted(_ settings: FormatStyleValue) -> Self
    /// `rounded(rule:increment:)`: an increment the type cannot hold (a fraction for an integer style) is left out.
    func rounded(_ rounding: (rule: FloatingPointRoundingRule, increment: Double?)?) -> Self
}

extension NumberStyleAdjustable {
    /// Percent and currency styles: not rounded by a rule here (ObsREPL passes `rounded` on for `.number` only).
    func rounded(_ rounding: (rule: FloatingPointRoundingRule, increment: Double?)?) -> Self { self }
}

extension FormatStyleValue {
    var numberPrecision: NumberFormatStyleConfiguration.Precision? {
        switch precision {
        case .fraction(let digits)?: return .fractionLength(digits)
        case .integer(let digits)?: return .integerLength(digits)
        case .significant(let digits)?: return .significantDigits(digits)
        case .integerAndFraction(let integer, let fraction)?: return .integerAndFractionLength(integer: integer, fraction: fraction)
        case nil: return nil
        }
    }

    var numberNotation: NumberFormatStyleConfiguration.Notation? {
        switch notation {
        case .automatic: return nil
        case .compactName: return .compactName
        case .scientific: return .scientific
        }
    }

    var numberSign: NumberFormatStyleConfiguration.SignDisplayStrategy? {
        switch sign {
        case .automatic, .accounting, .accountingAlways: return nil
        case .never: return .never
        case .always(let includingZero): return .always(includingZero: includingZero)
        }
    }

    var currencySign: CurrencyFormatStyleConfiguration.SignDisplayStrategy? {
        switch sign {
        case .automatic: return nil
        case .never: return .never
        case .always(let includingZero): return .always(showZero: includingZero)
        case .accounting: return .accounting
        case .accountingAlways(let includingZero): return .accountingAlways(showZero: includingZero)
        }
    }
}

extension IntegerFormatStyle: NumberStyleAdjustable {
    func rounded(_ rounding: (rule: FloatingPointRoundingRule, increment: Double?)?) -> Self {
        guard let rounding else { return self }
        return self.rounded(rule: rounding.rule, increment: rounding.increment.flatMap { Int(exactly: $0) })
    }

    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if let notation = settings.numberNotation { style = style.notation(notation) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.numberSign { style = style.sign(strategy: sign) }
        if settings.alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
        return style
    }
}

extension FloatingPointFormatStyle: NumberStyleAdjustable {
    func rounded(_ rounding: (rule: FloatingPointRoundingRule, increment: Double?)?) -> Self {
        guard let rounding else { return self }
        return self.rounded(rule: rounding.rule, increment: rounding.increment)
    }

    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if let notation = settings.numberNotation { style = style.notation(notation) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.numberSign { style = style.sign(strategy: sign) }
        if settings.alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
        return style
    }
}

extension Foundation.Decimal.FormatStyle: NumberStyleAdjustable {
    func rounded(_ rounding: (rule: FloatingPointRoundingRule, increment: Double?)?) -> Self {
        guard let rounding else { return self }
        return self.rounded(rule: rounding.rule, increment: rounding.increment.map { Int($0) })
    }

    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if let notation = settings.numberNotation { style = style.notation(notation) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.numberSign { style = style.sign(strategy: sign) }
        if settings.alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
        return style
    }
}

extension IntegerFormatStyle.Percent: NumberStyleAdjustable {
    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.numberSign { style = style.sign(strategy: sign) }
        return style
    }
}

extension FloatingPointFormatStyle.Percent: NumberStyleAdjustable {
    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.numberSign { style = style.sign(strategy: sign) }
        return style
    }
}

extension Foundation.Decimal.FormatStyle.Percent: NumberStyleAdjustable {
    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.numberSign { style = style.sign(strategy: sign) }
        return style
    }
}

extension IntegerFormatStyle.Currency: NumberStyleAdjustable {
    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.currencySign { style = style.sign(strategy: sign) }
        return style
    }
}

extension FloatingPointFormatStyle.Currency: NumberStyleAdjustable {
    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.currencySign { style = style.sign(strategy: sign) }
        return style
    }
}

extension Foundation.Decimal.FormatStyle.Currency: NumberStyleAdjustable {
    func adjusted(_ settings: FormatStyleValue) -> Self {
        var style = self
        if let precision = settings.numberPrecision { style = style.precision(precision) }
        if !settings.grouping { style = style.grouping(.never) }
        if let sign = settings.currencySign { style = style.sign(strategy: sign) }
        return style
    }
}

/// `.fractionLength(2)`, `.integerLength(4)`, `.significantDigits(3)`.
final class PrecisionValue: NativeObject {
    let precision: FormatStyleValue.Precision

    init(_ precision: FormatStyleValue.Precision) {
        self.precision = precision
    }

    var typeName: String { "NumberFormatStyleConfiguration.Precision" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

/// `value.formatted()` and `value.formatted(style)` for numbers, Decimals and lists of strings.
enum NumberStyles {
    static func formatted(_ value: Value, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                          _ range: SourceRange, _ source: SourceText) throws -> Value {
        // `Text(date, format: .dateTime.hour().minute())`: a date's styles are its own.
        if case .native(let date as DateValue) = value { return try DateStyles.formatted(date.date, arguments, interpreter, range, source) }
        let style: FormatStyleValue
        switch interpreter.argument(arguments, nil) {
        case nil:
            if case .array = value { style = FormatStyleValue(kind: .list(and: true)) } else { style = FormatStyleValue(kind: .number) }
        case .native(let given as FormatStyleValue)?: style = given
        case .native(let bytes as ByteCountStyleValue)?:
            guard let count = value.integerValue else { throw interpreter.runtimeError("a byte count style formats an Int64", range, source) }
            return .string(bytes.style.format(Int64(count)))
        default:
            throw ObsDiagnostic(.unsupported, "this format style (ObsREPL has .number, .percent, .currency(code:) and .list(type:))",
                                at: SourceLocation(source: source, range: range))
        }
        return .string(try style.format(value, interpreter, range, source))
    }

    /// The implicit members that make styles (`.number`, `.fractionLength(2)`...), installed with Foundation.
    static func install(into interpreter: Interpreter) {
        var members = interpreter.implicitLibraryMembers
        members["number"] = .native(FormatStyleValue(kind: .number))
        DateFormatStyleValue.addMembers(to: &members, interpreter)
        DurationStyleValue.addMembers(to: &members, interpreter)
        members["byteCount"] = interpreter.method("byteCount") { interpreter, arguments, range, source in
            try ByteCountStyleValue.make(arguments, interpreter, range, source)
        }
        members["show"] = interpreter.method("show") { interpreter, arguments, range, source in
            // `.show(length: 2)`: a Duration units style's zero units or fraction.
            .native(DurationShowValue(length: try interpreter.intArgument(interpreter.argument(arguments, "length"), in: "show(length:)", range, source)))
        }
        members["percent"] = .native(FormatStyleValue(kind: .percent))
        members["currency"] = interpreter.method("currency") { interpreter, arguments, range, source in
            .native(FormatStyleValue(kind: .currency(try interpreter.stringArgument(arguments, "code", in: "currency(code:)", range, source))))
        }
        members["list"] = interpreter.method("list") { interpreter, arguments, _, _ in
            let style = FormatStyleValue(kind: .list(and: interpreter.optionNames(interpreter.argument(arguments, "type")) != ["or"]))
            switch interpreter.optionNames(interpreter.argument(arguments, "width")).first {
            case "short": style.listWidth = .short
            case "narrow": style.listWidth = .narrow
            default: break
            }
            return .native(style)
        }
        let precisions: [(String, (ClosedRange<Int>) -> FormatStyleValue.Precision)] = [
            ("fractionLength", FormatStyleValue.Precision.fraction), ("integerLength", FormatStyleValue.Precision.integer),
            ("significantDigits", FormatStyleValue.Precision.significant),
        ]
        for (name, make) in precisions {
            members[name] = interpreter.method(name) { interpreter, arguments, range, source in
                // A count, or a range of them (`.fractionLength(1...3)`).
                let argument = interpreter.argument(arguments, nil)
                let digits: ClosedRange<Int>
                if case .range(let lower, let upper, let closed)? = argument, closed || upper > Int.min, lower <= (closed ? upper : upper - 1) {
                    digits = lower...(closed ? upper : upper - 1)
                } else {
                    let count = try interpreter.intArgument(argument, in: name, range, source)
                    digits = count...max(count, count)
                }
                // Foundation pads to that many digits: a size it cannot allocate stops here (issue 10).
                try interpreter.checkStringAllocation(utf8Count: digits.upperBound, range, source)
                return .native(PrecisionValue(make(digits)))
            }
        }
        members["integerAndFractionLength"] = interpreter.method("integerAndFractionLength") { interpreter, arguments, range, source in
            let integer = try interpreter.intArgument(interpreter.argument(arguments, "integer"), in: "integerAndFractionLength", range, source)
            let fraction = try interpreter.intArgument(interpreter.argument(arguments, "fraction"), in: "integerAndFractionLength", range, source)
            try interpreter.checkStringAllocation(utf8Count: max(integer, fraction), range, source)
            return .native(PrecisionValue(.integerAndFraction(integer: integer, fraction: fraction)))
        }
        interpreter.implicitLibraryMembers = members
    }
}

/// `FloatingPointFormatStyle<Double>`, `IntegerFormatStyle<Int>`, `Decimal.FormatStyle`, named: their `.number` and
/// `.percent`, `init(locale:)`, and their `Currency(code:locale:)` and `Percent(locale:)` styles, the same styles
/// `formatted(_:)` takes as `.number`, `.currency(code:)`.
final class FormatStyleType: NativeCallable, NativeGenericType {
    let typeName: String
    /// `Currency` or `Percent` of one of the three, or nil for the style itself.
    let nested: String?

    init(_ typeName: String, nested: String? = nil) {
        self.typeName = typeName
        self.nested = nested
    }

    func specialized(_ arguments: [TypeRef]) -> Value { .native(self) }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let style: FormatStyleValue
        switch nested {
        case "Currency"?: style = FormatStyleValue(kind: .currency(try interpreter.stringArgument(arguments, "code", in: "Currency(code:)", range, source)))
        case "Percent"?: style = FormatStyleValue(kind: .percent)
        default: style = FormatStyleValue(kind: .number)
        }
        if let locale = interpreter.localeArgument(interpreter.argument(arguments, "locale")) { style.locale = locale }
        return .native(style)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "number" where nested == nil: return .native(FormatStyleValue(kind: .number))
        case "percent" where nested == nil: return .native(FormatStyleValue(kind: .percent))
        case "Currency", "Percent": return nested == nil ? .native(FormatStyleType(typeName, nested: name)) : nil
        default: return nil
        }
    }
}

/// `.always()`, `.always(includingZero: false)`, `.accountingAlways()`: a sign strategy made by a call.
final class SignStrategyValue: NativeObject {
    let sign: FormatStyleValue.Sign

    init(_ sign: FormatStyleValue.Sign) {
        self.sign = sign
    }

    var typeName: String { "NumberFormatStyleConfiguration.SignDisplayStrategy" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// `.always(...)` or `.accountingAlways(...)` where no type is known (in `sign(strategy:)`).
    static func make(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter) -> Value? {
        var includingZero = true
        if case .bool(let flag)? = interpreter.argument(arguments, "includingZero") ?? interpreter.argument(arguments, "showZero") { includingZero = flag }
        switch name {
        case "always": return .native(SignStrategyValue(.always(includingZero: includingZero)))
        case "accountingAlways": return .native(SignStrategyValue(.accountingAlways(includingZero: includingZero)))
        default: return nil
        }
    }
}

extension Interpreter {
    /// A format style's `locale(_:)`: `make` gives the style in the Locale given.
    func localeMethod(_ make: @escaping (Locale) -> Value) -> Value {
        method("locale") { interpreter, arguments, range, source in
            guard let locale = interpreter.localeArgument(interpreter.argument(arguments, nil)) else {
                throw interpreter.runtimeError("locale(_:) expects a Locale", range, source)
            }
            return make(locale)
        }
    }
}
