/// The operators on fixed-width integers (`UInt8`, `Int32`...), run on the Swift type itself, and how
/// they meet `Int` operands: an Int (a literal, as far as a dynamically typed interpreter can tell) takes
/// the other operand's type, as Swift's literal typing would.
enum IntegerTrap: Error {
    case overflow
    case divisionByZero
    /// An Int that does not fit the other operand's type (Swift rejects such a literal at compile time).
    case literalOverflow(Int, IntKind)
    /// `a...b` or `a..<b` with `b < a`.
    case invertedRange
}

struct SizedBinary: IntegerOperation {
    let op: BinaryOperator
    let left: SizedInt
    let right: SizedInt

    func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Value {
        let a = left.value(as: T.self)
        let b = right.value(as: T.self)
        func made(_ value: T) -> Value { .sized(SizedInt(value, kind: left.kind)) }
        func checked(_ result: (partialValue: T, overflow: Bool)) throws -> Value {
            if result.overflow { throw IntegerTrap.overflow }
            return made(result.partialValue)
        }
        switch op {
        case .add: return try checked(a.addingReportingOverflow(b))
        case .subtract: return try checked(a.subtractingReportingOverflow(b))
        case .multiply: return try checked(a.multipliedReportingOverflow(by: b))
        case .divide, .remainder:
            if b == 0 { throw IntegerTrap.divisionByZero }
            return try checked(op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        case .wrappingAdd: return made(a &+ b)
        case .wrappingSubtract: return made(a &- b)
        case .wrappingMultiply: return made(a &* b)
        case .bitAnd: return made(a & b)
        case .bitOr: return made(a | b)
        case .bitXor: return made(a ^ b)
        case .shiftLeft: return made(a << b)
        case .shiftRight: return made(a >> b)
        case .maskingShiftLeft: return made(a &<< b)
        case .maskingShiftRight: return made(a &>> b)
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .greater: return .bool(a > b)
        case .lessOrEqual: return .bool(a <= b)
        case .greaterOrEqual: return .bool(a >= b)
        case .patternMatch: return .bool(a == b)
        case .closedRange, .halfOpenRange:
            // `UInt8(ascii: "a")...UInt8(ascii: "z")`: a range of the bounds' own type (a collection of them).
            if b < a { throw IntegerTrap.invertedRange }
            return .native(RangeValue(lower: made(a), upper: made(b), closed: op == .closedRange))
        default: throw IntegerTrap.overflow
        }
    }
}

/// A shift whose amount has another integer type (`UInt32(1) << 3`, `x >> UInt8(2)`): Swift's smart
/// shifts take any BinaryInteger amount.
struct SizedShift: IntegerOperation {
    let op: BinaryOperator
    let value: SizedInt
    let amount: Int

    func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Value {
        let a = value.value(as: T.self)
        let result: T
        switch op {
        case .shiftLeft: result = a << amount
        case .shiftRight: result = a >> amount
        case .maskingShiftLeft: result = a &<< T(truncatingIfNeeded: amount)
        default: result = a &>> T(truncatingIfNeeded: amount)
        }
        return .sized(SizedInt(result, kind: value.kind))
    }
}

extension BinaryOperator {
    var isShift: Bool {
        self == .shiftLeft || self == .shiftRight || self == .maskingShiftLeft || self == .maskingShiftRight
    }

    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual, .patternMatch: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// An operator with a fixed-width integer or a Float among its operands; nil when there is none.
    func sizedOrFloatApply(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange,
                           _ source: SourceText) throws -> Value? {
        do {
            switch (left, right) {
            case (.sized(let a), .sized(let b)):
                if a.kind == b.kind { return try a.kind.run(SizedBinary(op: op, left: a, right: b)) }
                if op.isShift, let amount = b.intValue { return try a.kind.run(SizedShift(op: op, value: a, amount: amount)) }
                if op.isComparison { return .bool(Self.compared(op, SizedInt.order(a, b))) }
                throw operandError(op, left, right, range, source)
            case (.sized(let a), .int(let b)):
                if op.isShift { return try a.kind.run(SizedShift(op: op, value: a, amount: b)) }
                guard let converted = SizedInt.exactly(b, kind: a.kind) ?? Self.bitMask(op, b, a.kind) else {
                    if op.isComparison { return .bool(Self.compared(op, Self.order(a, b))) }
                    throw IntegerTrap.literalOverflow(b, a.kind)
                }
                return try a.kind.run(SizedBinary(op: op, left: a, right: converted))
            case (.int(let a), .sized(let b)):
                if op.isShift, let amount = b.intValue { return try apply(op, .int(a), .int(amount), range, source) }
                guard let converted = SizedInt.exactly(a, kind: b.kind) ?? Self.bitMask(op, a, b.kind) else {
                    if op.isComparison { return .bool(Self.compared(op, -Self.order(b, a))) }
                    throw IntegerTrap.literalOverflow(a, b.kind)
                }
                return try b.kind.run(SizedBinary(op: op, left: converted, right: b))
            case (.float(let a), _):
                guard let b = right.floatOperand else { return nil }
                return try floatApply(op, a, b, left, right, range, source)
            case (_, .float(let b)):
                guard let a = left.floatOperand else { return nil }
                return try floatApply(op, a, b, left, right, range, source)
            default:
                return nil
            }
        } catch let trap as IntegerTrap {
            switch trap {
            case .overflow: throw overflowError(range, source)
            case .divisionByZero: throw runtimeError("Fatal error: Division by zero", range, source)
            case .literalOverflow(let number, let kind):
                throw runtimeError("integer literal '\(number)' overflows when stored into '\(kind.name)'", range, source)
            case .invertedRange: throw runtimeError("Fatal error: Range requires lowerBound <= upperBound", range, source)
            }
        }
    }

    /// `flags & ~(1 << 2)` with `flags: UInt8`: Swift types the literals of `~(1 << 2)` as `UInt8`, giving
    /// the mask 0b1111_1011; evaluated as an `Int` here it is -5, whose low bits are that mask. Only a
    /// negative mask in a bitwise operation is read so (a literal that overflows is a compile-time error).
    private static func bitMask(_ op: BinaryOperator, _ number: Int, _ kind: IntKind) -> SizedInt? {
        guard number < 0, [.bitAnd, .bitOr, .bitXor].contains(op) else { return nil }
        return SizedInt.truncating(number, kind: kind)
    }

    private func floatApply(_ op: BinaryOperator, _ a: Float, _ b: Float, _ left: Value, _ right: Value,
                            _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch op {
        case .add: return .float(a + b)
        case .subtract: return .float(a - b)
        case .multiply: return .float(a * b)
        case .divide: return .float(a / b)
        case _ where op.isComparison: return .bool(Self.floatingCompare(op, a, b))
        case .closedRange, .halfOpenRange: return try makeRange(.float(a), .float(b), closed: op == .closedRange, range, source)
        default: throw operandError(op, left, right, range, source)
        }
    }

    static func compared(_ op: BinaryOperator, _ order: Int) -> Bool {
        switch op {
        case .equal, .patternMatch: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .greater: return order > 0
        case .lessOrEqual: return order <= 0
        default: return order >= 0
        }
    }

    /// A fixed-width value against an Int that does not fit its type.
    static func order(_ a: SizedInt, _ b: Int) -> Int {
        SizedInt.order(a, SizedInt(Int64(b), kind: .int64))
    }

    /// `~x`, `-x` on fixed-width integers and Floats; nil for other values.
    func sizedOrFloatPrefix(_ op: String, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        switch (op, value) {
        case ("-", .float(let number)): return .float(-number)
        case ("+", .float), ("+", .sized): return value
        case ("~", .sized(let number)): return .sized(SizedInt(bits: ~number.bits, kind: number.kind))
        case ("-", .sized(let number)):
            guard number.isSigned else { break }
            return try sizedOrFloatApply(.subtract, .sized(SizedInt(bits: 0, kind: number.kind)), value, range, source)
        default: break
        }
        return nil
    }
}

extension Value {
    /// An Int literal stored where a fixed-width integer or a Float was (`var level: UInt8 = 5; level = 250`)
    /// takes that type, as Swift types the literal by the variable; nil when nothing changes.
    /// Whether an assignment may retype the value by the variable's old one: an integer literal's value, an unlabeled tuple.
    var isRetypable: Bool {
        switch self {
        case .int, .tuple: return true
        default: return false
        }
    }

    func retyped(like old: Value) -> Value? {
        if case .tuple(var tuple) = self, case .tuple(let previous) = old.unwrapped ?? .void, !tuple.labels.contains(where: { $0 != nil }),
           previous.elements.count == tuple.elements.count, previous.labels.contains(where: { $0 != nil }) {
            // `result = (lo, hi)` into a `(min: Int, max: Int)` variable: the variable's type keeps its labels.
            tuple.labels = previous.labels
            return .tuple(tuple)
        }
        guard case .int(let number) = self else { return nil }
        switch old {
        case .sized(let previous): return SizedInt.exactly(number, kind: previous.kind).map { .sized($0) }
        case .float: return .float(Float(number))
        default: return nil
        }
    }

    /// The value as a Float operand: Floats, and the literals that would be typed Float beside one.
    var floatOperand: Float? {
        switch self {
        case .float(let number): return number
        case .int(let number): return Float(number)
        case .double(let number): return Float(number)
        default: return nil
        }
    }
}
