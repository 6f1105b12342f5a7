/// Converting to an integer type (`UInt8(x)`, `Int(exactly: d)`, `Int8(truncatingIfNeeded: n)`,
/// `UInt8(clamping: n)`, `UInt8(bitPattern: i)`), on the Swift types themselves, with Swift's traps.
struct IntegerConversion {
    enum Mode { case exact, exactly, truncating, clamping }
    enum Trap: Error {
        case notEnoughBits
        case floating(String)
    }

    let source: Value
    let mode: Mode
    /// The target type's name, for the messages of the traps.
    let targetName: String

    func run<T: FixedWidthInteger>(_ type: T.Type) throws -> T? {
        switch source {
        case .int(let number): return try convert(number, T.self)
        case .sized(let number):
            return number.isSigned ? try convert(Int64(bitPattern: number.bits), T.self) : try convert(number.bits, T.self)
        case .double(let number): return try convertFloating(number, "Double", T.self)
        case .float(let number): return try convertFloating(number, "Float", T.self)
        default: return nil
        }
    }

    private func convert<S: BinaryInteger, T: FixedWidthInteger>(_ number: S, _ type: T.Type) throws -> T? {
        switch mode {
        case .exact:
            guard let value = T(exactly: number) else { throw Trap.notEnoughBits }
            return value
        case .exactly: return T(exactly: number)
        case .truncating: return T(truncatingIfNeeded: number)
        case .clamping: return T(clamping: number)
        }
    }

    private func convertFloating<F: BinaryFloatingPoint, T: FixedWidthInteger>(_ number: F, _ name: String, _ type: T.Type) throws -> T? {
        if mode == .exactly { return T(exactly: number) }
        guard number.isFinite else {
            throw Trap.floating("\(name) value cannot be converted to \(targetName) because it is either infinite or NaN")
        }
        let whole = number.rounded(.towardZero)
        guard let value = T(exactly: whole) else {
            let side = whole > 0 ? "greater than \(targetName).max" : "less than \(targetName).min"
            throw Trap.floating("\(name) value cannot be converted to \(targetName) because the result would be \(side)")
        }
        return value
    }
}

extension Interpreter {
    /// `T(value)`, `T(exactly:)`, `T(truncatingIfNeeded:)`, `T(clamping:)` for an integer type `T` (nil
    /// `kind`: Int). Nil when the argument is no number.
    func convertToInteger(_ value: Value, kind: IntKind?, mode: IntegerConversion.Mode, _ range: SourceRange,
                          _ source: SourceText) throws -> Value? {
        let name = kind?.name ?? "Int"
        let conversion = IntegerConversion(source: value, mode: mode, targetName: name)
        do {
            let result: Value?
            if let kind {
                result = try kind.run(SizedBox(conversion: conversion, kind: kind))
            } else {
                result = try conversion.run(Int.self).map { .int($0) }
            }
            if mode == .exactly { return result.map { .optional($0) } ?? (value.isNumber ? Value.none : nil) }
            return result
        } catch IntegerConversion.Trap.notEnoughBits {
            throw runtimeError("Fatal error: Not enough bits to represent the passed value", range, source)
        } catch IntegerConversion.Trap.floating(let message) {
            throw runtimeError("Fatal error: " + message, range, source)
        }
    }

    private struct SizedBox: IntegerOperation {
        let conversion: IntegerConversion
        let kind: IntKind
        func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Value? {
            try conversion.run(T.self).map { .sized(SizedInt($0, kind: kind)) }
        }
    }

    /// `UInt8(bitPattern: Int8(-1))`, `Int(bitPattern: UInt)`: the same bits read as the other signedness.
    func integerFromBitPattern(_ value: Value, kind: IntKind?, _ range: SourceRange, _ source: SourceText) throws -> Value {
        let bits: UInt64
        switch value {
        case .int(let number): bits = UInt64(bitPattern: Int64(number))
        case .sized(let number): bits = number.bits
        default: throw runtimeError("init(bitPattern:) expects an integer", range, source)
        }
        guard let kind else { return .int(Int(Int64(bitPattern: bits))) }
        return .sized(SizedInt(bits: bits, kind: kind))
    }

    /// `UInt8("42")`, `Int16("ff", radix: 16)`: nil when the text is no number of the type.
    func parseInteger(_ text: String, radix: Int, kind: IntKind?) -> Value {
        guard let kind else { return Int(text, radix: radix).map { .optional(.int($0)) } ?? Value.none }
        return (try? kind.run(Parse(text: text, radix: radix, kind: kind))).flatMap { $0 } ?? Value.none
    }

    private struct Parse: IntegerOperation {
        let text: String
        let radix: Int
        let kind: IntKind
        func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Value? {
            T(text, radix: radix).map { .optional(.sized(SizedInt($0, kind: kind))) }
        }
    }
}

extension Value {
    var isNumber: Bool {
        switch self {
        case .int, .double, .sized, .float: return true
        default: return false
        }
    }
}
