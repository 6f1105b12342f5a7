import Foundation

/// Foundation's `NumberFormatter`, the real one (a class): `numberStyle`, `roundingMode`, `locale`, the digit
/// limits, `currencyCode`, grouping, `string(from:)`, `number(from:)`. A new formatter starts in the simulated
/// device's locale (en_US). Faithful otherwise.
final class NumberFormatterValue: NativeObject {
    let formatter = NumberFormatter()

    init() {
        formatter.locale = DeviceSettings.locale
    }

    var typeName: String { "NumberFormatter" }

    static let styles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "percent": .percent, "currency": .currency, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]

    static let roundingModes: [String: NumberFormatter.RoundingMode] = [
        "ceiling": .ceiling, "floor": .floor, "down": .down, "up": .up, "halfEven": .halfEven, "halfDown": .halfDown,
        "halfUp": .halfUp,
    ]

    private var integerProperties: [String: ReferenceWritableKeyPath<NumberFormatter, Int>] {
        ["minimumFractionDigits": \.minimumFractionDigits, "maximumFractionDigits": \.maximumFractionDigits,
         "minimumIntegerDigits": \.minimumIntegerDigits, "maximumIntegerDigits": \.maximumIntegerDigits,
         "minimumSignificantDigits": \.minimumSignificantDigits, "maximumSignificantDigits": \.maximumSignificantDigits,
         "groupingSize": \.groupingSize, "secondaryGroupingSize": \.secondaryGroupingSize, "formatWidth": \.formatWidth]
    }

    private var stringProperties: [String: ReferenceWritableKeyPath<NumberFormatter, String?>] {
        ["currencyCode": \.currencyCode, "currencySymbol": \.currencySymbol, "groupingSeparator": \.groupingSeparator,
         "decimalSeparator": \.decimalSeparator, "positivePrefix": \.positivePrefix, "negativePrefix": \.negativePrefix,
         "positiveSuffix": \.positiveSuffix, "negativeSuffix": \.negativeSuffix, "zeroSymbol": \.zeroSymbol,
         "percentSymbol": \.percentSymbol]
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if let path = integerProperties[name] { return .int(formatter[keyPath: path]) }
        if let path = stringProperties[name] { return formatter[keyPath: path].map { .optional(.string($0)) } ?? Value.none }
        switch name {
        case "locale": return .native(LocaleValue(formatter.locale))
        case "usesGroupingSeparator": return .bool(formatter.usesGroupingSeparator)
        case "roundingMode":
            return .native(LibraryEnumCase("NumberFormatter.RoundingMode", module: "Foundation",
                                           Self.roundingModes.first { $0.value == formatter.roundingMode }?.key ?? "halfEven"))
        case "numberStyle":
            return .native(LibraryEnumCase("NumberFormatter.Style", module: "Foundation",
                                           Self.styles.first { $0.value == formatter.numberStyle }?.key ?? "none"))
        case "string":
            return interpreter.method(name) { [formatter] interpreter, arguments, range, source in
                guard let number = interpreter.argument(arguments, "from").flatMap(NSNumberType.number) else {
                    throw interpreter.runtimeError("string(from:) expects a number", range, source)
                }
                return formatter.string(from: number).map { .optional(.string($0)) } ?? Value.none
            }
        case "number":
            return interpreter.method(name) { [formatter] interpreter, arguments, range, source in
                let text = try interpreter.stringArgument(arguments, "from", in: "number(from:)", range, source)
                return formatter.number(from: text).map { .optional(.native(NSNumberValue($0))) } ?? Value.none
            }
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        let value = value.unwrapped ?? value
        if let path = integerProperties[name], case .int(let number) = value {
            // Foundation pads to that many digits: a size it cannot allocate stops here (issue 10).
            try interpreter.checkStringAllocation(utf8Count: number, range, source)
            formatter[keyPath: path] = number
            return true
        }
        if let path = stringProperties[name] {
            formatter[keyPath: path] = value.stringContent
            return true
        }
        switch (name, value) {
        case ("numberStyle", _):
            guard let style = interpreter.optionNames(value).first, let chosen = Self.styles[style] else {
                throw interpreter.runtimeError("unknown number style", range, source)
            }
            formatter.numberStyle = chosen
        case ("roundingMode", _):
            guard let mode = interpreter.optionNames(value).first, let chosen = Self.roundingModes[mode] else {
                throw interpreter.runtimeError("unknown rounding mode", range, source)
            }
            formatter.roundingMode = chosen
        case ("locale", .native(let locale as LocaleValue)): formatter.locale = locale.locale
        case ("usesGroupingSeparator", .bool(let truth)): formatter.usesGroupingSeparator = truth
        case ("usesSignificantDigits", .bool(let truth)): formatter.usesSignificantDigits = truth
        case ("alwaysShowsDecimalSeparator", .bool(let truth)): formatter.alwaysShowsDecimalSeparator = truth
        case ("paddingCharacter", .string(let text)): formatter.paddingCharacter = text
        case ("paddingPosition", _):
            let positions: [String: NumberFormatter.PadPosition] = [
                "beforePrefix": .beforePrefix, "afterPrefix": .afterPrefix, "beforeSuffix": .beforeSuffix, "afterSuffix": .afterSuffix,
            ]
            guard let position = interpreter.optionNames(value).first.flatMap({ positions[$0] }) else {
                throw interpreter.runtimeError("unknown padding position", range, source)
            }
            formatter.paddingPosition = position
        default: return false
        }
        return true
    }
}

final class NumberFormatterType: NativeCallable {
    var typeName: String { "NumberFormatter.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(NumberFormatterValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "Style", "RoundingMode": return LibraryEnumType.all.first { $0.name == "NumberFormatter." + name }.map { .native($0) }
        case "localizedString":
            // `NumberFormatter.localizedString(from: 1234.5, number: .decimal)`, in the device's locale.
            return interpreter.method(name) { interpreter, arguments, range, source in
                guard let number = interpreter.argument(arguments, "from")?.doubleValue,
                      let style = interpreter.optionNames(interpreter.argument(arguments, "number")).first.flatMap({ NumberFormatterValue.styles[$0] }) else {
                    throw interpreter.runtimeError("localizedString(from:number:) takes a number and a NumberFormatter.Style", range, source)
                }
                let formatter = NumberFormatter()
                formatter.locale = DeviceSettings.locale
                formatter.numberStyle = style
                return .string(formatter.string(from: NSNumber(value: number)) ?? "")
            }
        default: return nil
        }
    }
}
