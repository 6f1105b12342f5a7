import Foundation

/// Foundation's `Decimal`, the real one: exact decimal arithmetic, `Decimal(string:)`, comparison,
/// printing, `NSDecimalRound`, and `(d as NSDecimalNumber).doubleValue`. Faithful.
final class DecimalValue: NativeValue, NativeArithmetic, NativeMutable {
    let decimal: Foundation.Decimal

    init(_ decimal: Foundation.Decimal) {
        self.decimal = decimal
    }

    var typeName: String { "Decimal" }
    var printedForm: String { decimal.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? DecimalValue).map { $0.decimal == decimal } }
    func hash(into hasher: inout Hasher) { hasher.combine(decimal) }
    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? DecimalValue else { return nil }
        return decimal < other.decimal ? -1 : (decimal == other.decimal ? 0 : 1)
    }

    /// A Decimal operand: a Decimal, or an Int literal beside one.
    static func operand(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Foundation.Decimal? {
        switch value {
        case .native(let other as DecimalValue): return other.decimal
        case .int(let number): return Foundation.Decimal(number)
        case .double(let number): return try decimal(number, interpreter, range, source)
        default: return nil
        }
    }

    /// `Decimal(someDouble)`: NaN is Decimal's NaN; an infinity stops the program, as Foundation's
    /// initializer traps on one (swiftc 6.3.1 on this machine: an illegal instruction, with no message).
    static func decimal(_ number: Double, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Foundation.Decimal {
        guard !number.isInfinite else {
            throw interpreter.runtimeError("Fatal error: Decimal cannot represent an infinite Double (Foundation's initializer traps)", range, source)
        }
        return number.isNaN ? .nan : Foundation.Decimal(number)
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        guard let operand = try Self.operand(other, interpreter, range, source) else { return nil }
        let (a, b) = selfOnLeft ? (decimal, operand) : (operand, decimal)
        switch op {
        case .add: return .native(DecimalValue(a + b))
        case .subtract: return .native(DecimalValue(a - b))
        case .multiply: return .native(DecimalValue(a * b))
        case .divide: return .native(DecimalValue(a / b))
        case _ where op.isComparison: return .bool(Interpreter.compared(op, a < b ? -1 : (a == b ? 0 : 1)))
        default: return nil
        }
    }

    var mutatingMethodNames: Set<String> { ["negate"] }

    /// `amount.negate()`.
    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        guard name == "negate" else { throw interpreter.runtimeError("value of type 'Decimal' has no member '\(name)'", range, source) }
        var changed = decimal
        changed.negate()
        return (.native(DecimalValue(changed)), .void)
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "description", "stringValue": return .string(decimal.description)
        case "doubleValue": return .double(NSDecimalNumber(decimal: decimal).doubleValue)
        case "intValue": return .int(NSDecimalNumber(decimal: decimal).intValue)
        case "decimalValue": return .native(self)
        case "magnitude": return .native(DecimalValue(decimal.magnitude))
        case "isZero": return .bool(decimal.isZero)
        case "isNaN": return .bool(decimal.isNaN)
        case "isFinite": return .bool(decimal.isFinite)
        case "isSignMinus": return .bool(decimal.isSignMinus)
        case "sign": return .symbol(decimal.sign == .minus ? "minus" : "plus")
        case "exponent": return .int(decimal.exponent)
        case "significand": return .native(DecimalValue(decimal.significand))
        case "formatted":
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                try NumberStyles.formatted(.native(self), arguments, interpreter, range, source)
            }
        case "rounding":
            // NSDecimalNumber's `rounding(accordingToBehavior: handler)`: rounded to the handler's scale, in its mode.
            return interpreter.method(name) { [decimal] interpreter, arguments, range, source in
                guard case .native(let handler as DecimalHandlerValue)? = interpreter.argument(arguments, "accordingToBehavior") else {
                    throw interpreter.runtimeError("rounding(accordingToBehavior:) expects an NSDecimalNumberHandler", range, source)
                }
                var input = decimal
                var rounded = Foundation.Decimal()
                NSDecimalRound(&rounded, &input, handler.scale, handler.mode)
                return .native(DecimalValue(rounded))
            }
        default: return nil
        }
    }

    static let roundingModes: [String: NSDecimalNumber.RoundingMode] = ["plain": .plain, "down": .down, "up": .up, "bankers": .bankers]

    /// `NSDecimalRound(&result, &value, scale, .plain)`.
    static func roundFunction() -> BuiltinFunction { BuiltinFunction("NSDecimalRound") { interpreter, arguments, range, source in
        guard arguments.count == 4, let result = arguments[0].modify, case .native(let value as DecimalValue) = arguments[1].value,
              case .int(let scale) = arguments[2].value, let modeName = interpreter.optionNames(arguments[3].value).first else {
            throw interpreter.runtimeError("expected NSDecimalRound(&result, &value, scale, .plain)", range, source)
        }
        guard let mode = roundingModes[modeName] else { throw interpreter.runtimeError("unknown rounding mode '.\(modeName)'", range, source) }
        var input = value.decimal
        var rounded = Foundation.Decimal()
        NSDecimalRound(&rounded, &input, scale, mode)
        try result { $0 = .native(DecimalValue(rounded)) }
        return .void
    } }
}

/// `Decimal(3)`, `Decimal(2.5)`, `Decimal(string:)` (optional), `Decimal(sign:exponent:significand:)`, `Decimal.zero`,
/// and `NSDecimalNumber`'s `(decimal:)`/`(string:)` initializers as Decimals (`NSDecimalNumber(string:)` is not
/// optional: text that is no number makes NaN).
final class DecimalType: NativeCallable {
    /// `NSDecimalNumber`, whose `init(string:)` always makes one.
    let isObjectType: Bool

    init(isObjectType: Bool = false) { self.isObjectType = isObjectType }

    var typeName: String { isObjectType ? "NSDecimalNumber.Type" : "Decimal.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let first = arguments.first else { return .native(DecimalValue(Foundation.Decimal())) }
        switch (first.label, first.value) {
        case ("string"?, let text):
            guard let string = text.stringContent else { break }
            let parsed = Foundation.Decimal(string: string, locale: Locale(identifier: "en_US_POSIX"))
            if isObjectType { return .native(DecimalValue(parsed ?? .nan)) }
            return parsed.map { .optional(.native(DecimalValue($0))) } ?? Value.none
        case ("sign"?, _) where arguments.count == 3:
            guard case .int(let exponent) = arguments[1].value, let significand = try DecimalValue.operand(arguments[2].value, interpreter, range, source) else { break }
            let sign: FloatingPointSign = interpreter.optionNames(first.value).first == "minus" ? .minus : .plus
            return .native(DecimalValue(Foundation.Decimal(sign: sign, exponent: exponent, significand: significand)))
        case (nil, .int(let number)), ("value"?, .int(let number)), ("integerLiteral"?, .int(let number)):
            return .native(DecimalValue(Foundation.Decimal(number)))
        case (nil, .double(let number)), ("value"?, .double(let number)):
            return .native(DecimalValue(try DecimalValue.decimal(number, interpreter, range, source)))
        case (nil, .sized(let number)): return .native(DecimalValue(Foundation.Decimal(number.doubleValue)))
        case ("decimal"?, .native(let decimal as DecimalValue)): return .native(decimal)
        default: break
        }
        throw interpreter.runtimeError("no exact matches in call to initializer 'Decimal'", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "zero": return .native(DecimalValue(.zero))
        case "pi": return .native(DecimalValue(.pi))
        case "init": return .native(self)
        case "FormatStyle": return .native(FormatStyleType("Decimal.FormatStyle"))
        default: return nil
        }
    }
}

/// `NSDecimalNumberHandler(roundingMode:scale:raiseOnExactness:raiseOnOverflow:raiseOnUnderflow:raiseOnDivideByZero:)`:
/// how `rounding(accordingToBehavior:)` rounds. The `raiseOn...` flags are taken and not acted on (nothing raises here).
final class DecimalHandlerType: NativeCallable {
    var typeName: String { "NSDecimalNumberHandler.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let modeName = interpreter.optionNames(interpreter.argument(arguments, "roundingMode")).first, let mode = DecimalValue.roundingModes[modeName],
              let scale = interpreter.argument(arguments, "scale")?.integerValue else {
            throw interpreter.runtimeError("expected NSDecimalNumberHandler(roundingMode: .plain, scale: 2, raiseOnExactness: ...)", range, source)
        }
        return .native(DecimalHandlerValue(mode: mode, scale: scale))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}

final class DecimalHandlerValue: NativeObject {
    let mode: NSDecimalNumber.RoundingMode
    let scale: Int

    init(mode: NSDecimalNumber.RoundingMode, scale: Int) {
        self.mode = mode
        self.scale = scale
    }

    var typeName: String { "NSDecimalNumberHandler" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
